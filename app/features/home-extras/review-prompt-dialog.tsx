import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { Button, buttonVariants } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import type { ReviewPromptView } from "~/features/catalogue/card-models";
import { rateAndReviewHref } from "~/features/catalogue/urls";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { CloseSubmit } from "./close-submit";
import { EXTRAS_FIELDS, REVIEW_PROMPT_ACTION, REVIEW_PROMPT_INTENTS } from "./fields";
import { useDismissForm } from "./use-dismiss-form";
import { responsiveImage } from "~/lib/image-url";
import { MessageSquareHeart } from "~/components/ui/icons";

export interface ReviewPromptDialogProps {
  prompt: ReviewPromptView;
  /** False hides it (e.g. while another URL dialog is open); defaults to true. */
  open?: boolean;
}

/** Thumbnails shown; an order with more items shows the first ones. */
const MAX_IMAGES = 4;
const THUMB = 64;

/**
 * The last-order review prompt (browsing §4): the delivered order's item images and an
 * invitation to review it. "Give review" is a link to /rate-and-review/{orderId}. Closing — the
 * "Not now" button, the corner ×, Escape, a click outside — posts intent=cancel to
 * /review-prompt, which sends the review-cancel request; the backend then stops returning this
 * order, so the prompt is gone from later pages. With JavaScript it hides at once.
 */
export function ReviewPromptDialog({ prompt, open = true }: ReviewPromptDialogProps) {
  const { t } = useTranslation("homeDialogs");
  const location = useLocation();
  const localize = useLocalizedPath();
  const hydrated = useHydrated();
  const { Form, form, hidden, onSubmit, dismiss } = useDismissForm(
    `review-prompt-${prompt.orderId}`,
  );
  const images = prompt.images.slice(0, MAX_IMAGES);

  return (
    <Dialog
      open={open && !hidden}
      onOpenChange={(next) => {
        if (!next) dismiss();
      }}
    >
      <DialogContent hideClose className="max-w-md">
        <Form ref={form} method="post" action={localize(REVIEW_PROMPT_ACTION)} onSubmit={onSubmit}>
          <input type="hidden" name={EXTRAS_FIELDS.intent} value={REVIEW_PROMPT_INTENTS.cancel} />
          <input type="hidden" name={EXTRAS_FIELDS.orderId} value={String(prompt.orderId)} />
          <input
            type="hidden"
            name={EXTRAS_FIELDS.redirectTo}
            value={`${location.pathname}${location.search}`}
          />
          {hydrated ? <input type="hidden" name={EXTRAS_FIELDS.enhanced} value="1" /> : null}
          <div className="grid gap-4">
            <DialogHeader>
              <MessageSquareHeart
                className="mx-auto size-10 text-primary sm:mx-0"
                aria-hidden="true"
              />
              <DialogTitle className="text-xl leading-snug">{t("reviewPrompt.title")}</DialogTitle>
              <DialogDescription>
                {t("reviewPrompt.body", { orderId: prompt.orderId })}
              </DialogDescription>
            </DialogHeader>
            {images.length > 0 ? (
              // Decorative: the prompt has no item names, and the text above says what they are.
              <div
                aria-hidden="true"
                className="flex flex-wrap justify-center gap-2 sm:justify-start"
              >
                {images.map((src, index) => (
                  <img
                    key={`${index}-${src}`}
                    {...responsiveImage(src, THUMB)}
                    alt=""
                    width={THUMB}
                    height={THUMB}
                    loading="lazy"
                    decoding="async"
                    className="size-16 rounded-md border bg-muted object-cover"
                  />
                ))}
              </div>
            ) : null}
            <DialogFooter>
              <Button type="submit" variant="outline">
                {t("reviewPrompt.close")}
              </Button>
              <Link to={localize(rateAndReviewHref(prompt.orderId))} className={buttonVariants()}>
                {t("reviewPrompt.give")}
              </Link>
            </DialogFooter>
          </div>
          <CloseSubmit label={t("reviewPrompt.closeLabel")} />
        </Form>
      </DialogContent>
    </Dialog>
  );
}
