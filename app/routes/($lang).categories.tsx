import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { loadCategories } from "~/features/categories/categories.server";
import { CategoriesView } from "~/features/categories/categories-view";
import { catalogueMeta } from "~/features/stores/page-meta";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { keepDataForFrameDialogs } from "~/shell/frame-dialog-params";
import { RouteErrorBoundary } from "~/components/error-boundary";

/**
 * /categories?module_id= (browsing §2 "Other routes"): the module's categories. Tiles link the
 * spec's listing URL; each category's own page and its sub-categories' are linked beside it.
 */
/** Nothing personal for an anonymous visitor: a shared cache may keep it (http-cache.server.ts). */
export const handle = { sharedCache: true };

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadCategories(request, context);
}

/** Opening or closing a frame dialog (cart, track order, …) keeps this page's data. */
export const shouldRevalidate: ShouldRevalidateFunction = keepDataForFrameDialogs;

export const meta: MetaFunction<typeof loader> = ({ data, matches, params }) =>
  catalogueMeta({ data, matches, params, fallbackTitle: { en: "Categories", ar: "الفئات" } });

export default function Categories() {
  return <CategoriesView data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = RouteErrorBoundary;
