import type { SubmissionResult } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { parcelAction } from "~/features/parcel/parcel-action.server";
import { ParcelForm } from "~/features/parcel/parcel-form";
import { loadParcelView } from "~/features/parcel/parcel-model.server";
import { businessNameFrom, pageTitle } from "~/lib/seo";
import { commitSession } from "~/sessions/session.server";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { unlessNothingChanged } from "~/shell/frame-dialog-params";

/**
 * /parcel-delivery-info?category_id= (browsing §2; foundations §2 location picking; api-contract
 * §7.7): the parcel order form for the category chosen on the parcel home. The receiver's point
 * comes from /location?redirectTo=<this page> (features/addresses/address-pick.ts); what was
 * typed waits in the session's `parcelDraft`. Guests only when guest checkout is on. Never
 * indexed, never cached.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const view = await loadParcelView(request, context);
  // The draft (its submission key, a just-picked receiver) is written on every view.
  return data({ view }, { headers: { "Set-Cookie": await commitSession(context.session) } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return parcelAction(request, context);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.view.title ?? "Parcel delivery", businessNameFrom(matches)) },
  { name: "robots", content: "noindex" },
];

export default function ParcelDeliveryInfo() {
  const { view } = useLoaderData<typeof loader>();
  const answer = useActionData<{ result?: SubmissionResult<string[]> }>();
  const { t } = useTranslation("parcel");
  return (
    <div className="container grid max-w-3xl gap-6 py-8">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">{t("title")}</h1>
        <p className="text-muted-foreground">{t("subtitle")}</p>
      </div>
      <ParcelForm
        key={`${view.defaults.key}|${view.defaults.receiver_lat}|${view.defaults.receiver_lng}`}
        view={view}
        lastResult={answer?.result ?? null}
      />
    </div>
  );
}

/** A form answered with field errors changed nothing: no loader runs again (frame-dialog-params). */
export const shouldRevalidate = unlessNothingChanged;

export const ErrorBoundary = RouteErrorBoundary;
