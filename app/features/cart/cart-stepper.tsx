import { useFetcher } from "@remix-run/react";
import { Loader2, Minus, Plus, Trash2 } from "~/components/ui/icons";
import { useTranslation } from "react-i18next";
import { toast } from "~/components/ui/use-toast";
import { CART_ACTION } from "~/features/catalogue/urls";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { cn } from "~/lib/cn";
import { CART_FIELDS, CART_INTENTS } from "./cart-fields";
import { CartReturnFields } from "./cart-return-fields";

export interface CartStepperProps {
  cartId: number;
  quantity: number;
  moduleId: number;
  name: string;
  /** The most the line may hold and why (the server checks again). */
  limit: { max: number; by: "stock" | "limit" } | null;
  size?: "sm" | "default";
  /** At 1, minus is a bin (the drawer) rather than a minus (cards). Both remove the line. */
  binAtOne?: boolean;
  className?: string;
}

/**
 * Minus / count / plus for a cart line (foundations §4 "Cart"): ONE form whose two buttons post
 * the new absolute quantity (a replayed post sets the same number again, it never adds twice);
 * minus at 1 posts 0, which removes the line ('Removed from cart.'). With JavaScript it runs
 * through a fetcher: the count follows at once, a spinner shows while the change is in flight,
 * and the root loader's revalidation brings the server's count back (with its message) if the
 * change was refused. Plus beyond stock or maximum_cart_quantity is refused in the browser first
 * (the spec's messages), then by the server.
 */
export function CartStepper({
  cartId,
  quantity,
  moduleId,
  name,
  limit,
  size = "default",
  binAtOne = false,
  className,
}: CartStepperProps) {
  const { t } = useTranslation("cart");
  const fetcher = useFetcher<{ ok: boolean }>();
  const localize = useLocalizedPath();
  const asked = fetcher.formData?.get(CART_FIELDS.quantity);
  const shown = typeof asked === "string" ? Number(asked) : quantity;
  const busy = fetcher.state !== "idle";
  const button = cn(
    "inline-grid place-items-center rounded-full text-primary hover:bg-primary/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50",
    size === "sm" ? "size-7" : "size-8",
  );
  const icon = size === "sm" ? "size-3.5" : "size-4";
  const refuseBeyondLimit = (event: React.MouseEvent<HTMLButtonElement>) => {
    if (!limit || shown + 1 <= limit.max) return;
    event.preventDefault();
    toast({
      title: t(limit.by === "stock" ? "outOfStock" : "outOfLimits"),
      variant: "destructive",
    });
  };

  return (
    <fetcher.Form
      method="post"
      action={localize(CART_ACTION)}
      preventScrollReset
      aria-busy={busy || undefined}
      // Marks a page the server drew with a stepper: the cards fetch the deferred stepper at
      // once there (features/cards/quick-add.tsx).
      data-cart-stepper=""
      className={cn(
        "relative z-10 inline-flex shrink-0 items-center gap-1 rounded-full border bg-background p-0.5 shadow-sm",
        className,
      )}
    >
      <input type="hidden" name={CART_FIELDS.intent} value={CART_INTENTS.update} />
      <input type="hidden" name={CART_FIELDS.cartId} value={cartId} />
      <input type="hidden" name={CART_FIELDS.moduleId} value={moduleId} />
      <CartReturnFields />
      <button
        type="submit"
        name={CART_FIELDS.quantity}
        value={Math.max(0, shown - 1)}
        className={button}
        aria-label={shown <= 1 ? t("stepper.remove", { name }) : t("stepper.decrease", { name })}
        title={shown <= 1 ? t("stepper.remove", { name }) : t("stepper.decrease", { name })}
      >
        {shown <= 1 && binAtOne ? (
          <Trash2 aria-hidden="true" className={icon} />
        ) : (
          <Minus aria-hidden="true" className={icon} />
        )}
      </button>
      <output
        aria-live="polite"
        className={cn(
          "grid min-w-6 place-items-center text-center font-semibold tabular-nums",
          size === "sm" ? "text-xs" : "text-sm",
        )}
      >
        {busy ? (
          <>
            <Loader2 aria-hidden="true" className={cn(icon, "animate-spin")} />
            <span className="sr-only">{t("stepper.updating")}</span>
          </>
        ) : (
          <>
            <span aria-hidden="true">{shown}</span>
            <span className="sr-only">{t("stepper.quantity", { count: shown })}</span>
          </>
        )}
      </output>
      <button
        type="submit"
        name={CART_FIELDS.quantity}
        value={shown + 1}
        onClick={refuseBeyondLimit}
        className={button}
        aria-label={t("stepper.increase", { name })}
        title={t("stepper.increase", { name })}
      >
        <Plus aria-hidden="true" className={icon} />
      </button>
    </fetcher.Form>
  );
}
