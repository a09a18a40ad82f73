import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { DeliveryManRegistrationForm } from "~/features/registration/deliveryman-registration-form";
import { RegistrationPage } from "~/features/registration/registration-pages";
import {
  loadDeliveryManRegistration,
  registerDeliveryMan,
  type RegistrationAnswer,
} from "~/features/registration/registration.server";
import { businessNameFrom, pageTitle } from "~/lib/seo";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { unlessNothingChanged } from "~/shell/frame-dialog-params";

/**
 * /deliveryman-registration (foundations §2, contract §7.8): a delivery man applies — name,
 * contact and photo, zone, vehicle and type, identity with its images, a strong password.
 * POST → auth/delivery-man/store (multipart) → 303 to /deliveryman-registration/submitted;
 * refusals come back on their fields, typed values kept (not the files nor the passwords).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  return loadDeliveryManRegistration(context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return registerDeliveryMan(request, context);
}

export default function DeliveryManRegistrationRoute() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<RegistrationAnswer>();
  return (
    <RegistrationPage kind="deliveryman" open={page.open} unavailable={page.unavailable}>
      <DeliveryManRegistrationForm page={page} lastResult={answer?.result} />
    </RegistrationPage>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title ?? "Delivery man registration", businessNameFrom(matches)) },
  ...(data?.description ? [{ name: "description", content: data.description }] : []),
];

/** A form answered with field errors changed nothing: no loader runs again (frame-dialog-params). */
export const shouldRevalidate = unlessNothingChanged;

export const ErrorBoundary = RouteErrorBoundary;
