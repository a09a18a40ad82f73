import * as React from "react";
import { useTranslation } from "react-i18next";
import { campaignCountdown } from "~/features/catalogue/card-rules";
import { cn } from "~/lib/cn";

/**
 * Campaign countdown (foundations §4, browsing §4): DD:HH:MM:SS, then 'This campaign is over.'
 *
 * The server renders the time left as it sees it, so the HTML is complete without JavaScript.
 * The browser's clock differs from the server's by the time the page took to arrive, so the
 * hydrating render cannot match it: both states have the same elements (only text and `dir`
 * differ, which `suppressHydrationWarning` lets React keep as the server sent them), and the
 * first tick after mount renders the timer under a new key — fresh DOM from the browser's own
 * clock, whatever the server had written — then ticks once a second until the end.
 */
export function Countdown({ endsAt, className }: { endsAt: string | null; className?: string }) {
  const { t } = useTranslation(["promotions", "cards"]);
  const [now, setNow] = React.useState<number | null>(null);

  React.useEffect(() => {
    if (!endsAt) return;
    const end = Date.parse(endsAt);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const left = end - current;
      // Wake just after the next whole second of the remaining time changes.
      if (left > 0) timer = setTimeout(tick, (left % 1000 || 1000) + 15);
    };
    tick();
    return () => clearTimeout(timer);
  }, [endsAt]);

  if (!endsAt) return null;
  const state = campaignCountdown(endsAt, now ?? Date.now());
  const visible = state.over ? t(state.key) : state.text;
  const spoken = state.over
    ? visible
    : t("promotions:countdown.left", {
        days: t("promotions:countdown.days", { count: state.days }),
        hours: t("promotions:countdown.hours", { count: state.hours }),
        minutes: t("promotions:countdown.minutes", { count: state.minutes }),
        seconds: t("promotions:countdown.seconds", { count: state.seconds }),
      });

  return (
    <span
      key={now === null ? "server" : "browser"}
      role="timer"
      // A timer is not announced as it changes (aria-live off): one announcement a second
      // would drown everything else. Its text is read when the reader reaches it.
      aria-live="off"
      aria-atomic="true"
      className={cn("inline-flex items-center font-semibold tabular-nums", className)}
    >
      <span aria-hidden="true" dir={state.over ? undefined : "ltr"} suppressHydrationWarning>
        {visible}
      </span>
      <span className="sr-only" suppressHydrationWarning>
        {spoken}
      </span>
    </span>
  );
}
