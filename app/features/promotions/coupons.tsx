import { TicketPercent, Check, Copy } from "~/components/ui/icons";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { usePageLang, usePageT } from "~/i18n/use-page-t";
import { CARD_FRAME } from "~/features/cards/card-sizes";
import { Carousel } from "~/features/carousel/carousel";
import type { CouponView } from "~/features/catalogue/card-models";
import { cn } from "~/lib/cn";
import { formatDate, parseDate } from "~/lib/dates";

/** browsing §4 / §9: the copy button reads 'copied' for 1 second. */
export const COPIED_MS = 1000;

/**
 * Coupons: title, discount (or 'Free delivery'), minimum purchase, expiry, and the code as
 * selectable text — without JavaScript a visitor copies it by selecting it. With JavaScript a
 * Copy button appears in the code row (a fixed-height row: it does not move anything).
 * Nothing when there are no coupons (browsing §5).
 */
export function CouponList({ coupons, label }: { coupons: CouponView[]; label?: string }) {
  const { t } = useTranslation("promotions");
  if (coupons.length === 0) return null;
  return (
    <Carousel label={label ?? t("labels.coupons")} slideClassName="w-[300px] max-w-full">
      {coupons.map((coupon) => (
        <CouponCard key={coupon.id} coupon={coupon} />
      ))}
    </Carousel>
  );
}

export function CouponCard({ coupon }: { coupon: CouponView }) {
  // A home draws a carousel of these: no i18next subscription each (use-page-t.ts, issue 27).
  const t = usePageT("promotions");
  const expires = couponDate(coupon.expires, usePageLang());
  const offer = coupon.freeDelivery
    ? t("coupon.freeDelivery")
    : t("coupon.off", { discount: coupon.discount });
  // "Free delivery" under a coupon titled "Free delivery", "20% off" under "Welcome 20% off":
  // the card said it twice (issue 22 item 14). The line goes when the title already says it.
  const restated = titleSays(coupon.title, offer);
  return (
    <article className={cn(CARD_FRAME, "h-full flex-col gap-2 p-4")}>
      <div className="flex items-start gap-3">
        <TicketPercent aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
        <div className="min-w-0">
          <h3 className="line-clamp-2 font-semibold">{coupon.title}</h3>
          {restated ? null : <p className="text-lg font-bold">{offer}</p>}
        </div>
      </div>
      <ul className="grid gap-0.5 text-sm text-muted-foreground">
        {coupon.storeName ? <li>{coupon.storeName}</li> : null}
        {coupon.minPurchase ? (
          <li>{t("coupon.minPurchase", { amount: coupon.minPurchase })}</li>
        ) : null}
        {expires ? <li>{t("coupon.validUntil", { date: expires })}</li> : null}
      </ul>
      <CouponCode code={coupon.code} />
    </article>
  );
}

function CouponCode({ code }: { code: string }) {
  const t = usePageT("promotions");
  const [canCopy, setCanCopy] = React.useState(false);
  const [copied, setCopied] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout>>();

  React.useEffect(() => {
    // The button appears only where it can work (JavaScript and a clipboard).
    setCanCopy(typeof navigator !== "undefined" && !!navigator.clipboard);
    return () => clearTimeout(timer.current);
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch (error) {
      // browsing §8: a clipboard failure is only logged; the code stays selectable.
      console.warn("Coupon code not copied", error);
    }
  };

  return (
    <div className="mt-auto flex h-10 items-center justify-between gap-2 rounded-md border border-dashed px-2">
      <span className="min-w-0 truncate text-sm">
        <span className="text-muted-foreground">{t("coupon.code")}: </span>
        <code dir="ltr" className="select-all font-mono font-semibold text-foreground">
          {code}
        </code>
      </span>
      {canCopy ? (
        <button
          type="button"
          onClick={copy}
          aria-label={copied ? undefined : t("coupon.copyCode", { code })}
          className="inline-flex h-8 shrink-0 items-center gap-1 rounded-md px-2 text-sm font-medium text-primary hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied ? t("coupon.copied") : t("coupon.copy")}
        </button>
      ) : null}
      <span role="status" className="sr-only">
        {copied ? t("coupon.copied") : ""}
      </span>
    </div>
  );
}

/**
 * True when every word and number of `line` is in `title`: letters compared without case,
 * numbers by value (AED15.00 = AED 15, ٢٠٪ = 20%), so the operator's wording of the same offer
 * counts ("Free grocery delivery" says "Free delivery"; "Fresh savings 10%" does not say "off").
 */
export function titleSays(title: string, line: string): boolean {
  const have = new Set(words(title));
  const need = words(line);
  return need.length > 0 && need.every((word) => have.has(word));
}

function words(text: string): string[] {
  const western = text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[٪]/g, "%")
    .replace(/٫/g, ".");
  return (western.match(/\p{L}+|\d+(?:[.,]\d+)?%?/gu) ?? []).map((word) =>
    /^\d/.test(word)
      ? `${Number(word.replace(/%$/, "").replace(",", "."))}${word.endsWith("%") ? "%" : ""}`
      : word.toLocaleLowerCase(),
  );
}

/** "31 Dec 2025" in the page's language with Western digits (as the card rules); UTC so the
 * server and the browser agree on the day. */
function couponDate(iso: string | null, lang: string): string | null {
  const date = parseDate(iso);
  return date && formatDate(date, lang, { dateStyle: "medium", timeZone: "UTC" });
}
