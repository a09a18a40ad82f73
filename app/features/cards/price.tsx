import { usePageT } from "~/i18n/use-page-t";
import { cn } from "~/lib/cn";

/**
 * Price, struck-through old price and unit. The texts arrive formatted (card-rules); <bdi>
 * keeps "$5.00 - $9.00" in reading order inside an Arabic line. The old price says what it is
 * to screen readers, which do not announce <del>.
 */
export function Price({
  price,
  oldPrice,
  unit,
  size = "sm",
  className,
}: {
  price: string;
  oldPrice: string | null;
  unit?: string | null;
  size?: "sm" | "lg";
  className?: string;
}) {
  const t = usePageT("cards");
  return (
    <p className={cn("card-price", className)}>
      <span className={cn("font-bold", size === "lg" ? "text-lg" : "text-sm")}>
        <bdi>{price}</bdi>
      </span>
      {unit ? (
        <span className="text-xs text-muted-foreground">{t("perUnit", { unit })}</span>
      ) : null}
      {oldPrice ? (
        <del className="text-xs text-muted-foreground">
          <span className="sr-only">{`${t("oldPrice")} `}</span>
          <bdi>{oldPrice}</bdi>
        </del>
      ) : null}
    </p>
  );
}
