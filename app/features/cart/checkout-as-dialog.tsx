import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { cn } from "~/lib/cn";

export interface CheckoutAsDialogProps {
  closeHref: string;
  /** The checkout page (localised). */
  guestHref: string;
  signInHref: string;
  signUpHref: string;
}

/**
 * The guest option prompt (foundations §2 "guest-or-login prompt": Guest, Login, Sign Up), opened
 * by the cart drawer's checkout button for a guest when guest checkout is on. Three links: it
 * works without JavaScript. URL state `?dialog=checkout-as`.
 */
export function CheckoutAsDialog({
  closeHref,
  guestHref,
  signInHref,
  signUpHref,
}: CheckoutAsDialogProps) {
  const { t } = useTranslation("cart");
  return (
    <Dialog open closeHref={closeHref}>
      <DialogContent closeLabel={t("common:close")} className="max-w-sm">
        <DialogHeader>
          <DialogTitle>{t("checkoutAs.title")}</DialogTitle>
          <DialogDescription>{t("checkoutAs.body")}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Link to={guestHref} className={cn(buttonVariants(), "w-full")}>
            {t("checkoutAs.guest")}
          </Link>
          <Link
            to={signInHref}
            preventScrollReset
            className={cn(buttonVariants({ variant: "outline" }), "w-full")}
          >
            {t("checkoutAs.login")}
          </Link>
          <Link
            to={signUpHref}
            preventScrollReset
            className={cn(buttonVariants({ variant: "outline" }), "w-full")}
          >
            {t("checkoutAs.signUp")}
          </Link>
        </div>
      </DialogContent>
    </Dialog>
  );
}
