import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useRouteError, type MetaFunction } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorView, errorKindOf } from "~/components/shell/error-view";
import { buttonVariants } from "~/components/ui/button";
import { CART_DIALOG } from "~/features/cart/cart-fields";
import { loadOrderLines, type CheckoutPage } from "~/features/checkout/order-lines.server";
import { localizePath } from "~/i18n/config";
import i18nServer from "~/i18n/i18next.server";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { requireUser } from "~/lib/guards.server";
import { businessNameFrom, pageTitle } from "~/lib/seo";

/**
 * /checkout?page=cart|buy_now|campaign (foundations §2). Issue 11 lands here with what is to be
 * ordered — the cart, or the single Buy Now / Order Now line kept on the server — and shows it
 * as the order summary; the address, payment and Place Order steps come with the checkout
 * issue (13). Campaign orders need an account (browsing §6). Never indexed, never cached.
 */
const PAGES: CheckoutPage[] = ["cart", "buy_now", "campaign"];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const asked = url.searchParams.get("page");
  const page = PAGES.find((p) => p === asked);
  if (!page) return redirect(`${localizePath("/checkout", context.lang)}?page=cart`, 303);
  if (page === "campaign") await requireUser(request, context);
  const [summary, t] = await Promise.all([
    loadOrderLines(request, context, page),
    i18nServer.getFixedT(context.lang, "checkout"),
  ]);
  return { page, summary, title: t("title") };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title ?? "Checkout", businessNameFrom(matches)) },
  { name: "robots", content: "noindex" },
];

export default function Checkout() {
  const { page, summary } = useLoaderData<typeof loader>();
  const { t } = useTranslation("checkout");
  const localize = useLocalizedPath();
  const lines = summary?.lines ?? [];
  return (
    <div className="container grid max-w-3xl gap-6 py-8">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">{t("title")}</h1>
        <p className="text-muted-foreground">{t(`pages.${page}`)}</p>
      </div>
      <section aria-labelledby="order-summary" className="grid gap-4 rounded-lg border p-4">
        <h2 id="order-summary" className="text-lg font-semibold">
          {t("summary")}
        </h2>
        {lines.length === 0 ? (
          <div className="grid justify-items-start gap-3">
            <p className="font-medium">{t("empty")}</p>
            <p className="text-sm text-muted-foreground">{t("emptyHint")}</p>
            <Link to={localize("/home")} className={buttonVariants()}>
              {t("continueShopping")}
            </Link>
          </div>
        ) : (
          <>
            <ul className="grid gap-3">
              {lines.map((line) => (
                <li key={line.cartId} className="flex gap-3">
                  {line.image ? (
                    <img
                      src={line.image}
                      alt=""
                      width={56}
                      height={56}
                      className="size-14 shrink-0 rounded-md bg-muted object-cover"
                    />
                  ) : null}
                  <div className="grid flex-1 gap-0.5">
                    <Link to={localize(line.href)} className="font-medium hover:underline">
                      {line.name}
                    </Link>
                    {line.variation ? (
                      <span className="text-xs text-muted-foreground">{line.variation}</span>
                    ) : null}
                    {line.addOns.length ? (
                      <span className="text-xs text-muted-foreground">
                        {t("addOns", {
                          list: line.addOns.map((a) => `${a.name} × ${a.quantity}`).join(", "),
                        })}
                      </span>
                    ) : null}
                    <span className="text-sm text-muted-foreground">
                      {t("quantity", { count: line.quantity })} ·{" "}
                      {t("each", { price: line.unitPrice })}
                    </span>
                  </div>
                  <span className="font-semibold">{line.linePrice}</span>
                </li>
              ))}
            </ul>
            <p className="flex justify-between border-t pt-3 font-semibold">
              <span>{t("subtotal")}</span>
              <span data-testid="checkout-subtotal">{summary?.subtotal}</span>
            </p>
          </>
        )}
        {page === "cart" && lines.length > 0 ? (
          <Link
            to={`${localize("/checkout")}?page=cart&dialog=${CART_DIALOG}`}
            className={buttonVariants({ variant: "outline" })}
          >
            {t("backToCart")}
          </Link>
        ) : null}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const kind = errorKindOf(error);
  if (kind === "generic") console.error(error);
  return <ErrorView kind={kind} />;
}
