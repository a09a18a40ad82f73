import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { RegistrationPage } from "~/features/registration/registration-pages";
import {
  loadStoreRegistration,
  registerStore,
  type RegistrationAnswer,
} from "~/features/registration/registration.server";
import { StoreRegistrationForm } from "~/features/registration/store-registration-form";
import { businessNameFrom, pageTitle } from "~/lib/seo";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { unlessNothingChanged } from "~/shell/frame-dialog-params";

/**
 * /store-registration?active=active (foundations §2, contract §7.8): a store owner applies —
 * owner, store, zone and module, the store's point inside the zone, delivery time, logo and
 * cover, a strong password. POST → auth/vendor/register (multipart) → 303 to
 * /store-registration/submitted; refusals come back on their fields, typed values kept (not
 * the files, which no browser can refill, nor the passwords).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  return loadStoreRegistration(context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return registerStore(request, context);
}

export default function StoreRegistrationRoute() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<RegistrationAnswer>();
  return (
    <RegistrationPage kind="store" open={page.open} unavailable={page.unavailable}>
      <StoreRegistrationForm page={page} lastResult={answer?.result} />
    </RegistrationPage>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title ?? "Store registration", businessNameFrom(matches)) },
  ...(data?.description ? [{ name: "description", content: data.description }] : []),
];

/** A form answered with field errors changed nothing: no loader runs again (frame-dialog-params). */
export const shouldRevalidate = unlessNothingChanged;

export const ErrorBoundary = RouteErrorBoundary;
