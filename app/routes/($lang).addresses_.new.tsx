import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { type MetaFunction } from "@remix-run/react";
import { AddressFormPage } from "~/features/addresses/address-form-page";
import { loadAddressForm, saveAddress } from "~/features/addresses/address-form.server";
import { businessNameFrom, pageTitle } from "~/lib/seo";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { unlessNothingChanged } from "~/shell/frame-dialog-params";

/**
 * /addresses/new (foundations §2 "Address form"): POST → customer/address/add → /addresses or
 * the same-site `redirectTo` (checkout). The point comes from /location?redirectTo=<this page>
 * (features/addresses/address-pick.ts). Signed-in only; never indexed.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadAddressForm(request, context, undefined);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return saveAddress(request, context, undefined);
}

export default AddressFormPage;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title ?? "Add new address", businessNameFrom(matches)) },
  { name: "robots", content: "noindex" },
];

/** A form answered with field errors changed nothing: no loader runs again (frame-dialog-params). */
export const shouldRevalidate = unlessNothingChanged;

export const ErrorBoundary = RouteErrorBoundary;
