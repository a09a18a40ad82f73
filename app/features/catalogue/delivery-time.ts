import { usePageT } from "~/i18n/use-page-t";

/**
 * A store's delivery time in the page's language (issue 22 item 15). 6amMart keeps it as text
 * built from two numbers and a unit picked from a list — "25-35 min", "1-2 day" — which stock
 * backends send as stored, in English, whatever the language asked. The unit is a choice, not
 * prose: the storefront says it in its own words. Anything else (a backend that already
 * translated it, e.g. the reference backend's "30-40 دقيقة") is shown as it came.
 */
const UNITS: Record<string, DeliveryUnit> = {
  min: "minute",
  mins: "minute",
  minute: "minute",
  minutes: "minute",
  hour: "hour",
  hours: "hour",
  day: "day",
  days: "day",
  week: "week",
  weeks: "week",
};
type DeliveryUnit = "minute" | "hour" | "day" | "week";

export function parseDeliveryTime(
  raw: string,
): { from: number; to: number; unit: DeliveryUnit } | null {
  const match = /^\s*(\d{1,4})\s*[-–]\s*(\d{1,4})\s*([A-Za-z]+)\s*$/.exec(raw);
  const unit = match ? UNITS[match[3].toLowerCase()] : undefined;
  if (!match || !unit) return null;
  return { from: Number(match[1]), to: Number(match[2]), unit };
}

/** The delivery time as the page says it: `catalogue:deliveryTime.<unit>`, or the text as sent. */
export function useDeliveryTime() {
  const t = usePageT("catalogue");
  return (raw: string) => {
    const parsed = parseDeliveryTime(raw);
    return parsed ? t(`deliveryTime.${parsed.unit}`, { from: parsed.from, to: parsed.to }) : raw;
  };
}
