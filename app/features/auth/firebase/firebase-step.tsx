import * as React from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";

const FirebasePhoneSender = React.lazy(() => import("./firebase-phone-sender"));

/**
 * The Firebase part of the OTP step. Firebase runs in the browser only, so until the page's
 * JavaScript runs the step says it needs JavaScript (not <noscript>: a browser whose scripts are
 * merely blocked does not show it), and OtpStepForm hides its Verify form — no form that cannot
 * work. Once hydrated the sender loads lazily, keeping it out of every page's first load.
 */
export function FirebaseStep({ formId, phone }: { formId: string; phone: string }) {
  const { t } = useTranslation("auth");
  const hydrated = useHydrated();
  if (!hydrated)
    return (
      <p className="rounded-md border border-destructive p-3 text-sm">{t("firebase.needsJs")}</p>
    );
  return (
    <React.Suspense fallback={null}>
      <FirebasePhoneSender formId={formId} phone={phone} />
    </React.Suspense>
  );
}
