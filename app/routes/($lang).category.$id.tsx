import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { loadCategoryPage } from "~/features/categories/categories.server";
import { CategoryView } from "~/features/categories/category-view";
import { catalogueMeta } from "~/features/stores/page-meta";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { keepDataForFrameDialogs } from "~/shell/frame-dialog-params";
import { RouteErrorBoundary } from "~/components/error-boundary";

/**
 * /category/{id}?module_id=&page= (browsing §2, §7 "Category details"): sub-categories and the
 * category's products, 20 a page. Not one of the module's categories → 404.
 */
/** Nothing personal for an anonymous visitor: a shared cache may keep it (http-cache.server.ts). */
export const handle = { sharedCache: true };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadCategoryPage(request, context, params.id);
}

/** Opening or closing a frame dialog (cart, track order, …) keeps this page's data. */
export const shouldRevalidate: ShouldRevalidateFunction = keepDataForFrameDialogs;

export const meta: MetaFunction<typeof loader> = ({ data, matches, params }) =>
  catalogueMeta({
    data,
    matches,
    params,
    fallbackTitle: { en: "Category not found", ar: "الفئة غير موجودة" },
  });

export default function CategoryPage() {
  return <CategoryView data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = RouteErrorBoundary;
