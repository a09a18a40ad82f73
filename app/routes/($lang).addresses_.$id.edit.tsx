import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { type MetaFunction } from "@remix-run/react";
import { AddressFormPage } from "~/features/addresses/address-form-page";
import { loadAddressForm, saveAddress } from "~/features/addresses/address-form.server";
import { businessNameFrom, pageTitle } from "~/lib/seo";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { unlessNothingChanged } from "~/shell/frame-dialog-params";

/**
 * /addresses/{id}/edit (foundations §2 "Address form"): POST → customer/address/update/{id} (PUT) → /addresses or
 * the same-site `redirectTo` (checkout). The point comes from /location?redirectTo=<this page>
 * (features/addresses/address-pick.ts). Signed-in only; never indexed.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadAddressForm(request, context, params.id);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return saveAddress(request, context, params.id);
}

export default AddressFormPage;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title ?? "Update address", businessNameFrom(matches)) },
  { name: "robots", content: "noindex" },
];

/** A form answered with field errors changed nothing: no loader runs again (frame-dialog-params). */
export const shouldRevalidate = unlessNothingChanged;

export const ErrorBoundary = RouteErrorBoundary;
