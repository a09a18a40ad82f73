import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { OtpCodeInput } from "~/components/otp-code-input";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Label } from "~/components/ui/label";
import type { PendingChange } from "./profile.server";
import { FieldError, FormAlert } from "~/components/form-messages";
import { Loader2 } from "~/components/ui/icons";

/**
 * The code a demo backend sends (contract §6.3), as sign-in's OTP step says it — not imported
 * from there: that module brings the whole sign-in step (and Firebase's loader) with it.
 */
const DEMO_OTP = "123456";

/** Sign-in's Firebase sender, reused; lazily, so Firebase stays out of the profile's first load. */
const FirebasePhoneSender = React.lazy(
  () => import("~/features/auth/firebase/firebase-phone-sender"),
);
const FORM_ID = "profile-otp-form";

/**
 * The code a changed e-mail or phone needs before it is saved (browsing §4 "Profile update":
 * e-mail flows use the e-mail OTP dialog; contract §7.4). URL state
 * (`?page=profile-settings&dialog=profile-otp&on=…`), so it opens and works without
 * JavaScript; Verify and Resend are plain form posts to /profile.
 * With Firebase phone auth (`&medium=firebase`, contract §7.4) the browser sends the code: once
 * hydrated, sign-in's Firebase sender does it (invisible reCAPTCHA, its own Resend) and puts
 * Firebase's verificationId in the Verify form. Without JavaScript nothing can send it: the
 * dialog says so and shows no form that cannot work (the rest of the change is saved, ADR 023).
 */
export function ProfileOtpDialog({
  pending,
  closeHref,
  demo,
  result,
  resent,
}: {
  pending: PendingChange;
  closeHref: string;
  demo: boolean;
  result?: SubmissionResult<string[]> | null;
  resent?: boolean;
}) {
  const { t } = useTranslation("account");
  const common = useTranslation().t;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const hydrated = useHydrated();
  const firebase = pending.firebase;
  const target = pending.on === "email" ? pending.email : pending.phone;
  const hidden = (
    <>
      <input type="hidden" name="on" value={pending.on} />
      <input type="hidden" name="email" value={pending.email} />
      <input type="hidden" name="phone" value={pending.phone} />
      {firebase ? <input type="hidden" name="medium" value="firebase" /> : null}
    </>
  );
  const formErrors = result?.error?.[""] ?? [];
  const otpErrors = result?.error?.otp ?? [];
  return (
    <Dialog open closeHref={closeHref}>
      <DialogContent closeLabel={common("close")} className="max-w-sm">
        <DialogHeader>
          <DialogTitle>{t(`otp.title.${pending.on}`)}</DialogTitle>
          <DialogDescription>
            {firebase ? t("otp.firebase.sentTo") : t(`otp.sentTo.${pending.on}`)}{" "}
            <bdi dir="ltr" className="font-medium text-foreground">
              {target}
            </bdi>
          </DialogDescription>
        </DialogHeader>
        {firebase && !hydrated ? (
          <p className="rounded-md border border-destructive p-3 text-sm">
            {t("otp.firebase.needsJs")}
          </p>
        ) : null}
        {demo && !firebase ? (
          <p className="rounded-md bg-muted p-3 text-sm">
            {t("otp.demoHint", { secret: DEMO_OTP })}
          </p>
        ) : null}
        <Form
          id={FORM_ID}
          method="post"
          // Firebase sends the code from the browser: without JavaScript there is nothing to verify.
          className={firebase && !hydrated ? "hidden" : "grid gap-4"}
          aria-describedby={formErrors.length ? "profile-otp-alert" : undefined}
        >
          <input type="hidden" name="intent" value="verify" />
          {hidden}
          <FormAlert id="profile-otp-alert" errors={formErrors} />
          <div className="grid gap-2">
            <Label htmlFor="profile-otp">{t("otp.code")}</Label>
            <OtpCodeInput
              id="profile-otp"
              name="otp"
              required
              aria-invalid={otpErrors.length ? true : undefined}
              aria-describedby={otpErrors.length ? "profile-otp-error" : undefined}
            />
            <FieldError id="profile-otp-error" role="alert" errors={otpErrors} />
          </div>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {t("otp.verify")}
          </Button>
        </Form>
        {firebase ? (
          hydrated ? (
            <React.Suspense fallback={null}>
              <FirebasePhoneSender formId={FORM_ID} phone={pending.phone} />
            </React.Suspense>
          ) : null
        ) : (
          <Form method="post" className="grid gap-1 text-center text-sm">
            <input type="hidden" name="intent" value="resend" />
            {hidden}
            {resent ? (
              <p role="status" className="text-muted-foreground">
                {t("otp.resent")}
              </p>
            ) : null}
            <Button type="submit" variant="link" className="justify-self-center">
              {t("otp.resend")}
            </Button>
          </Form>
        )}
      </DialogContent>
    </Dialog>
  );
}
