import type { SubmissionResult } from "@conform-to/react";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import {
  Link,
  useActionData,
  useLoaderData,
  useSearchParams,
  type MetaFunction,
} from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "~/components/ui/button";
import { requireUser } from "~/features/auth/sign-in-gate.server";
import { CART_DIALOG } from "~/features/cart/cart-fields";
import { checkoutAction } from "~/features/checkout/checkout-action.server";
import { GuestContactDialog, SavedAddressesDialog } from "~/features/checkout/checkout-dialogs";
import { CHECKOUT_DIALOGS } from "~/features/checkout/checkout-fields";
import { DeliveryLocationDialog } from "~/features/checkout/checkout-deferred-dialogs";
import { CheckoutForm } from "~/features/checkout/checkout-form";
import { loadCheckoutView } from "~/features/checkout/checkout-model.server";
import type { CheckoutPage } from "~/features/checkout/order-lines.server";
import { localizePath } from "~/i18n/config";
import i18nServer from "~/i18n/i18next.server";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { keepRetryAfter } from "~/lib/retry-after";
import { settle } from "~/api/settle.server";
import { businessNameFrom, pageTitle } from "~/lib/seo";
import { commitSession } from "~/sessions/session.server";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { unlessNothingChanged } from "~/shell/frame-dialog-params";

/**
 * /checkout?page=cart|buy_now|campaign (foundations §2; issue 13): what is ordered, where it
 * goes (saved addresses, or a guest's contact details), when, coupon, tip, note, prescription
 * images, payment, and the summary the backend quoted — one form, whose Place Order places the
 * order once per submission key and goes on to the payment page or the order. Guests only when
 * the operator allows guest checkout; campaign orders need an account (browsing §6). Never
 * indexed, never cached. The choices live in the session (ADR 020).
 */
const PAGES: CheckoutPage[] = ["cart", "buy_now", "campaign"];

async function pageOf(request: Request, context: LoaderFunctionArgs["context"]) {
  const asked = new URL(request.url).searchParams.get("page");
  const page = PAGES.find((p) => p === asked);
  if (!page) throw redirect(`${localizePath("/checkout", context.lang)}?page=cart`, 303);
  if (page === "campaign") await requireUser(request, context);
  return page;
}

/**
 * Guests check out only when the operator allows it (foundations §6); else sign in first. Read
 * beside the page's own calls, not before them (issue 28 item 17): config is one of them.
 */
async function guestGate(request: Request, context: LoaderFunctionArgs["context"]) {
  if (context.session.get("token")) return;
  const config = await settle(context.api.config.get());
  if (config.ok && config.value.guest_checkout_status === false)
    await requireUser(request, context);
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = await pageOf(request, context);
  const [view, t] = await Promise.all([
    loadCheckoutView(request, context, page),
    i18nServer.getFixedT(context.lang, "checkout"),
    guestGate(request, context),
  ]);
  // The draft's submission key is written on the first visit (checkout-model.server.ts).
  return data(
    { view, title: t("title") },
    { headers: { "Set-Cookie": await commitSession(context.session) } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const page = await pageOf(request, context);
  return checkoutAction(request, context, page, guestGate(request, context));
}

/** A 503's Retry-After reaches the document (the loader throws it: unavailable.server.ts). */
export const headers = keepRetryAfter;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title ?? "Checkout", businessNameFrom(matches)) },
  { name: "robots", content: "noindex" },
];

export default function Checkout() {
  const { view } = useLoaderData<typeof loader>();
  const answer = useActionData<{ result?: SubmissionResult<string[]> }>();
  const [params] = useSearchParams();
  const { t } = useTranslation("checkout");
  const localize = useLocalizedPath();
  const base = `${localize("/checkout")}?page=${view.page}`;
  const result = answer?.result ?? null;
  const intent = result?.initialValue?.intent;
  const contactResult = intent === "save-contact" ? result : null;
  const detailsResult = intent === "save-delivery-details" ? result : null;
  const dialogResult = contactResult ?? detailsResult;
  const dialog = params.get("dialog");
  return (
    <div className="container grid max-w-6xl gap-6 py-8">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">{t("title")}</h1>
        <p className="text-muted-foreground">{t(`pages.${view.page}`)}</p>
      </div>
      {view.lines.length === 0 ? (
        <section className="grid justify-items-start gap-3 rounded-lg border p-4">
          <p className="font-medium">{t("empty")}</p>
          <p className="text-sm text-muted-foreground">{t("emptyHint")}</p>
          <Link to={localize("/home")} className={buttonVariants()}>
            {t("continueShopping")}
          </Link>
        </section>
      ) : (
        <>
          <CheckoutForm key={view.key} view={view} lastResult={dialogResult ? null : result} />
          {view.page === "cart" ? (
            <Link
              to={`${base}&dialog=${CART_DIALOG}`}
              className={buttonVariants({ variant: "outline", className: "justify-self-start" })}
            >
              {t("backToCart")}
            </Link>
          ) : null}
        </>
      )}
      {dialog === CHECKOUT_DIALOGS.addresses && view.signedIn ? (
        <SavedAddressesDialog view={view} closeHref={base} />
      ) : null}
      {dialog === CHECKOUT_DIALOGS.contact && !view.signedIn ? (
        <GuestContactDialog view={view} closeHref={base} lastResult={contactResult} />
      ) : null}
      {dialog === CHECKOUT_DIALOGS.deliveryLocation ? (
        <DeliveryLocationDialog view={view} closeHref={base} lastResult={detailsResult} />
      ) : null}
    </div>
  );
}

/** A form answered with field errors changed nothing: no loader runs again (frame-dialog-params). */
export const shouldRevalidate = unlessNothingChanged;

export const ErrorBoundary = RouteErrorBoundary;
