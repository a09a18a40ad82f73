import { usePageT } from "~/i18n/use-page-t";
import type { CardMarks } from "~/features/catalogue/card-models";
import { CARD_KEYS } from "~/features/catalogue/card-rules";
import { cn } from "~/lib/cn";

const CHIP = "rounded border px-1 text-[11px] font-medium leading-4";

/** The veg / non-veg symbol: a dot in a square, green or red, named for screen readers. */
export function VegMark({ veg }: { veg: boolean }) {
  const t = usePageT("cards");
  const label = t(veg ? CARD_KEYS.veg : CARD_KEYS.nonVeg);
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={cn(
        "inline-grid size-3.5 shrink-0 place-items-center rounded-sm border",
        veg ? "border-success" : "border-destructive",
      )}
    >
      <span className={cn("size-1.5 rounded-full", veg ? "bg-success" : "bg-destructive")} />
    </span>
  );
}

/** Veg/non-veg, halal and organic marks (foundations §3, browsing §2–3); nothing when none apply. */
export function Marks({ marks, className }: { marks: CardMarks; className?: string }) {
  const t = usePageT("cards");
  if (marks.veg === null && !marks.halal && !marks.organic) return null;
  return (
    <span className={cn("inline-flex items-center gap-1", className)}>
      {marks.veg !== null ? <VegMark veg={marks.veg} /> : null}
      {marks.halal ? (
        <span className={cn(CHIP, "border-primary text-primary")}>{t(CARD_KEYS.halal)}</span>
      ) : null}
      {marks.organic ? (
        <span className={cn(CHIP, "border-success text-success")}>{t(CARD_KEYS.organic)}</span>
      ) : null}
    </span>
  );
}
