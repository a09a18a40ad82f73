import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AddressList } from "~/features/addresses/address-list";
import { addressesAction, loadAddresses } from "~/features/addresses/addresses.server";
import { businessNameFrom, pageTitle } from "~/lib/seo";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { unlessNothingChanged } from "~/shell/frame-dialog-params";

/**
 * /addresses (issue 13 item 1; foundations §2, §4 "Address save"): the signed-in customer's
 * saved addresses — list, Edit (/addresses/{id}/edit), Delete through a confirm dialog
 * (`?dialog=address-delete&id=…`, POST here), Add (/addresses/new). Guests go to sign-in.
 * Reads the session: never indexed.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadAddresses(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return addressesAction(request, context);
}

export default function AddressesPage() {
  const { addresses, failed } = useLoaderData<typeof loader>();
  const { t } = useTranslation("addresses");
  return (
    <div className="container grid max-w-3xl gap-4 py-8">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      {failed ? (
        <p role="alert" className="text-muted-foreground">
          {t("failed")}{" "}
          <a href="" className="underline">
            {t("retry")}
          </a>
        </p>
      ) : (
        <AddressList addresses={addresses} />
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title ?? "My addresses", businessNameFrom(matches)) },
  { name: "robots", content: "noindex" },
];

/** A form answered with field errors changed nothing: no loader runs again (frame-dialog-params). */
export const shouldRevalidate = unlessNothingChanged;

export const ErrorBoundary = RouteErrorBoundary;
