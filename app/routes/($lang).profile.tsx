import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation, type MetaFunction } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { ProfileForm } from "~/features/account/profile-form";
import { ProfileOtpDialog } from "~/features/account/profile-otp-dialog";
import { ProfileView } from "~/features/account/profile-view";
import { loadProfile, profileAction } from "~/features/account/profile.server";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { closeDialogHref } from "~/lib/dialog-url";
import { businessNameFrom, pageTitle } from "~/lib/seo";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { unlessNothingChanged } from "~/shell/frame-dialog-params";

/**
 * /profile (issue 14 item 4; browsing §2, §4 "Profile update", "Account deletion", §5
 * "Profile"). Signed-in only. The profile; 'Edit Personal Details' at `?page=profile-settings`
 * (or `?edit=1`) with the OTP dialog a new e-mail or phone needs; Delete account through a
 * confirmation (`?dialog=delete-account`). `?page=my-orders…` and `?page=inbox…` redirect to
 * /my-orders and /chatting (features/account/profile.server.ts). Never indexed.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadProfile(request, context, params);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return profileAction(request, context, params);
}

export default function ProfilePage() {
  const { editing, profile, manualLogin, demo, otp, deleting } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const localize = useLocalizedPath();
  const location = useLocation();
  const settings = `${localize("/profile")}?page=profile-settings`;
  return (
    <div className="container grid max-w-3xl gap-4 py-8">
      {editing ? (
        <ProfileForm
          // A saved change re-renders with the new values as the defaults.
          key={`${profile.name}|${profile.email}|${profile.phone}|${profile.image}`}
          profile={profile}
          manualLogin={manualLogin}
          lastResult={answer?.form === "profile" ? answer.result : null}
        />
      ) : (
        <ProfileView profile={profile} />
      )}
      {otp ? (
        <ProfileOtpDialog
          pending={otp}
          closeHref={settings}
          demo={demo}
          result={answer?.form === "otp" ? answer.result : null}
          resent={answer?.form === "otp" && "resent" in answer ? Boolean(answer.resent) : false}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          closeHref={closeDialogHref(location)}
          action={localize("/profile")}
          fields={{ intent: "delete" }}
          title={t("profile.deleteConfirm")}
          description={t("profile.deleteConfirmHint")}
          confirmLabel={t("profile.delete")}
        />
      ) : null}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title ?? "Profile", businessNameFrom(matches)) },
  { name: "robots", content: "noindex" },
];

/** A form answered with field errors changed nothing: no loader runs again (frame-dialog-params). */
export const shouldRevalidate = unlessNothingChanged;

export const ErrorBoundary = RouteErrorBoundary;
