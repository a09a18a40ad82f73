import { Link } from "@remix-run/react";
import type * as React from "react";
import { buttonVariants } from "~/components/ui/button";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { useRegistrationText } from "./registration-text";
import { CircleCheck } from "~/components/ui/icons";

/** The frame of both registration pages: title, what it is for, and the form (or why not). */
export function RegistrationPage({
  kind,
  open,
  unavailable,
  children,
}: {
  kind: "store" | "deliveryman";
  open: boolean;
  unavailable: boolean;
  children: React.ReactNode;
}) {
  const { t } = useRegistrationText();
  return (
    <div className="container grid max-w-3xl gap-6 py-8">
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold">{t(`${kind}.title`)}</h1>
        <p className="text-muted-foreground">{t(`${kind}.intro`)}</p>
      </div>
      {!open ? (
        <p role="status" className="rounded-md border p-4">
          {t("closed")}
        </p>
      ) : unavailable ? (
        <p role="alert" className="rounded-md border border-destructive p-4 text-destructive">
          {t("unavailable")}
        </p>
      ) : (
        children
      )}
    </div>
  );
}

/** /store-registration/submitted and /deliveryman-registration/submitted: what happens next. */
export function SubmittedPage({ kind }: { kind: "store" | "deliveryman" }) {
  const { t } = useRegistrationText();
  const localize = useLocalizedPath();
  return (
    <div className="container grid max-w-xl justify-items-center gap-4 py-16 text-center">
      <CircleCheck aria-hidden="true" className="size-16 text-primary" />
      <h1 className="text-2xl font-bold">{t(`${kind}.submitted.title`)}</h1>
      <p>{t(`${kind}.submitted.body`)}</p>
      <p className="text-muted-foreground">{t(`${kind}.submitted.next`)}</p>
      <Link to={localize("/")} className={buttonVariants({ variant: "default" })}>
        {t(`${kind}.submitted.home`)}
      </Link>
    </div>
  );
}
