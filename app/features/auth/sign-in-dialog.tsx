import { useTranslation } from "react-i18next";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { SignInForm } from "./sign-in-form";

export interface SignInDialogProps {
  closeHref: string;
  redirectTo: string;
  rememberedIdentifier: string | null;
}

/**
 * The sign-in modal over the current page (URL state `?dialog=sign-in`, optionally with the
 * `redirectTo` to continue to, e.g. checkout). Without JavaScript it is rendered open by the
 * server and its form posts to /auth/sign-in like the page's.
 */
export function SignInDialog({ closeHref, redirectTo, rememberedIdentifier }: SignInDialogProps) {
  const { t } = useTranslation("auth");
  return (
    <Dialog open closeHref={closeHref}>
      <DialogContent closeLabel={t("common:close")} className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t("signIn.title")}</DialogTitle>
          <DialogDescription>{t("signIn.subtitle")}</DialogDescription>
        </DialogHeader>
        <SignInForm
          redirectTo={redirectTo}
          rememberedIdentifier={rememberedIdentifier}
          idPrefix="sign-in-dialog"
        />
      </DialogContent>
    </Dialog>
  );
}
