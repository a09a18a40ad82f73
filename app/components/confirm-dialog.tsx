import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonVariants, Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";

export interface ConfirmDialogProps {
  /** URL state: the dialog is open when the page URL says so; Cancel links here. */
  closeHref: string;
  /** Where Yes posts to (an action route). */
  action: string;
  /** Fields the action needs (e.g. a redirect target). */
  fields?: Record<string, string>;
  /** Defaults to 'Confirm this request?' */
  title?: string;
  description?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Full document navigation after confirming (e.g. a language change). */
  reloadDocument?: boolean;
}

/**
 * The generic confirmation: a title, Cancel (a link back) and Yes (a form POST). It works
 * without JavaScript because it is rendered open by the server from the URL, and its answer is
 * an ordinary form submission.
 */
export function ConfirmDialog({
  closeHref,
  action,
  fields = {},
  title,
  description,
  confirmLabel,
  cancelLabel,
  reloadDocument,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open closeHref={closeHref}>
      <DialogContent role="alertdialog" closeLabel={t("close")} className="max-w-sm">
        <DialogHeader>
          <DialogTitle>{title ?? t("confirm.title")}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        <Form method="post" action={action} reloadDocument={reloadDocument}>
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <DialogFooter>
            <DialogClose className={buttonVariants({ variant: "outline" })}>
              {cancelLabel ?? t("confirm.cancel")}
            </DialogClose>
            <Button type="submit">{confirmLabel ?? t("confirm.yes")}</Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
