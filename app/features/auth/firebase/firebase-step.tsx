import * as React from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";

const FirebasePhoneSender = React.lazy(() => import("./firebase-phone-sender"));

/**
 * The Firebase part of the OTP step. Firebase runs in the browser only, so without JavaScript
 * the step says so (OtpStepForm hides its Verify form until hydration: no form that cannot
 * work); with JavaScript the sender loads lazily, keeping it out of every page's first load.
 */
export function FirebaseStep({ formId, phone }: { formId: string; phone: string }) {
  const { t } = useTranslation("auth");
  const hydrated = useHydrated();
  return (
    <>
      <noscript>
        <p role="alert" className="rounded-md border border-destructive p-3 text-sm">
          {t("firebase.needsJs")}
        </p>
      </noscript>
      {hydrated ? (
        <React.Suspense fallback={null}>
          <FirebasePhoneSender formId={formId} phone={phone} />
        </React.Suspense>
      ) : null}
    </>
  );
}
