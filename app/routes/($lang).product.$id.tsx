import type { LoaderFunctionArgs } from "@remix-run/node";
import {
  Link,
  useLoaderData,
  useLocation,
  type MetaFunction,
  type ShouldRevalidateFunctionArgs,
} from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorView } from "~/components/error-view";
import { ItemPage, itemPageMeta } from "~/features/product/item-page";
import { productPageLoader } from "~/features/product/product-page.server";
import { changedNothing, keepDataForFrameDialogs } from "~/shell/frame-dialog-params";
import { RouteErrorBoundary } from "~/components/error-boundary";

/**
 * /product/{slug or id}?module_id=N — the page of every item of every module (issue 10 item 6;
 * browsing §2 "Product detail view", foundations §2). The item modal (item-modal.tsx) loads
 * this same loader, so the modal, a new tab, a reload and a crawler all see one view.
 *
 * The choices are a GET form to this URL: its query (choice_i, food_g, add_on_ids[],
 * add_on_qty_{id}, quantity, step) is read by the loader, which returns the total and the
 * messages; garbage in it is ignored (product-form.tsx, choices.ts). An unknown item is a 404
 * page; an unreachable backend a 503 page — never a 500.
 */

/** Nothing personal for an anonymous visitor: CDN-cacheable (wishlist and cart need a session). */
export const handle = { sharedCache: true };

export const loader = (args: LoaderFunctionArgs) => productPageLoader(args);

/** Same item and the query changed: only the selection or the picture moved — reload is cheap. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  // A refused sign-in or a field check over the item changed nothing.
  if (changedNothing(args)) return false;
  // The wishlist and cart posts redirect back here: their answers change the page (its loader
  // reads the item's cart lines and whether it is wishlisted).
  if (args.formAction) return true;
  // Opening or closing a frame dialog (cart, track order, …) keeps the item's data.
  return keepDataForFrameDialogs(args);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, params }) =>
  itemPageMeta({ data, matches, params });

export default function ProductRoute() {
  const page = useLoaderData<typeof loader>();
  if (page.kind === "not-found") return <ErrorView kind="not-found" />;
  if (page.kind === "failed") return <Failed />;
  return <ItemPage page={page} />;
}

function Failed() {
  const { t } = useTranslation("product");
  const location = useLocation();
  return (
    <section className="container flex flex-col items-center gap-4 py-20 text-center">
      <h1 className="text-2xl font-semibold">{t("failedTitle")}</h1>
      <p className="max-w-md text-muted-foreground">{t("failedBody")}</p>
      <Link
        to={`${location.pathname}${location.search}`}
        reloadDocument
        className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        {t("tryAgain")}
      </Link>
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
