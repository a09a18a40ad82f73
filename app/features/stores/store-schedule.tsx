import { ChevronDown } from "~/components/ui/icons";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/cn";
import type { ScheduleDay } from "./store-models";

/**
 * The weekly opening hours (hh:mm a, foundations §9) in a native disclosure: opens without
 * JavaScript, today's row marked. A day without slots reads 'Closed'.
 */
export function StoreSchedule({ schedule }: { schedule: ScheduleDay[] }) {
  const { t } = useTranslation("store");
  if (schedule.every((day) => day.slots.length === 0)) return null;
  return (
    <details className="group rounded-md border text-sm">
      <summary className="flex h-9 cursor-pointer list-none items-center gap-2 rounded-md px-3 font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
        {t("schedule.title")}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-open:rotate-180"
        />
      </summary>
      <table className="mx-3 mb-3 mt-1">
        <caption className="sr-only">{t("schedule.title")}</caption>
        <tbody>
          {schedule.map((day) => (
            <tr key={day.day} className={cn(day.today && "font-semibold")}>
              <th scope="row" className="py-0.5 pe-4 text-start font-normal">
                {t(`schedule.days.${day.day}`)}
                {day.today ? <span className="sr-only"> ({t("schedule.today")})</span> : null}
              </th>
              <td className="py-0.5">
                {day.slots.length === 0 ? (
                  <span className="text-muted-foreground">{t("schedule.closed")}</span>
                ) : (
                  day.slots.map((slot, index) => (
                    <span key={index} className="block">
                      <bdi>{slot.open}</bdi> – <bdi>{slot.close}</bdi>
                    </span>
                  ))
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
