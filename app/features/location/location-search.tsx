import { Search } from "~/components/ui/icons";
import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { SEARCH_TEXT_MAX } from "~/features/location/location-schema";
import { locationStepHref, type LocationStep } from "./location-step";
import { messageText, withWhatStillWorks } from "./message";

const RESULT_LINK =
  "flex flex-col gap-0.5 px-3 py-2 text-start hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring";

/** Suggestions wait this long after the last keystroke (browsing §9: search debounce 500 ms). */
export const SUGGESTION_DEBOUNCE_MS = 500;

interface LocationSearchProps {
  locationPath: string;
  step: LocationStep;
  /** Whether the dialog shows a map (JS and a maps key): the search-outage message says so. */
  hasMap?: boolean;
  /** Whether the dialog lists saved addresses or zones (the outage message points at them). */
  hasChoices?: boolean;
  /** With JavaScript: resolve the chosen prediction (or typed point) in place of its link. */
  onChoose: (href: string) => void;
}

/**
 * The address search box and its predictions. Without JavaScript it is a GET form whose answer
 * page lists the predictions as links; with JavaScript the same form and links go through a
 * fetcher, and typing fetches suggestions after a 500 ms pause (only for non-empty text).
 */
export function LocationSearch({
  locationPath,
  step,
  hasMap = false,
  hasChoices = false,
  onChoose,
}: LocationSearchProps) {
  const { t } = useTranslation("location");
  const hydrated = useHydrated();
  const fetcher = useFetcher<LocationStep>();
  const [text, setText] = useState(step.q);
  const [listOpen, setListOpen] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const ids = { input: useId(), error: useId(), list: useId() };

  useEffect(() => () => clearTimeout(timer.current), []);

  const current = fetcher.data ?? step;
  const predictions = listOpen && text.trim() ? current.predictions : null;
  const qError = current.qError;
  const searching = fetcher.state === "loading";

  const onTextChange = (value: string) => {
    setText(value);
    setListOpen(true);
    clearTimeout(timer.current);
    const trimmed = value.trim();
    if (!trimmed) return;
    timer.current = setTimeout(() => {
      fetcher.load(locationStepHref(locationPath, { q: trimmed, redirectTo: step.redirectTo }));
    }, SUGGESTION_DEBOUNCE_MS);
  };

  const choose = (event: React.MouseEvent, label: string, href: string) => {
    event.preventDefault();
    clearTimeout(timer.current);
    setText(label);
    setListOpen(false);
    onChoose(href);
  };
  // The text read as coordinates: one result, the point itself (issue 21 row 10).
  const point = listOpen && text.trim() ? current.coordinates : null;
  const pointText = point ? `${point.lat}, ${point.lng}` : "";
  const pointHref = point
    ? locationStepHref(locationPath, {
        q: current.q,
        lat: point.lat,
        lng: point.lng,
        redirectTo: step.redirectTo,
      })
    : "";

  return (
    <div className="grid gap-2">
      <fetcher.Form
        method="get"
        action={locationPath}
        role="search"
        className="grid gap-2"
        onSubmit={(event) => {
          clearTimeout(timer.current);
          setListOpen(true);
          if (!text.trim()) event.preventDefault();
        }}
      >
        {step.redirectTo ? <input type="hidden" name="redirectTo" value={step.redirectTo} /> : null}
        <Label htmlFor={ids.input}>{t("searchLabel")}</Label>
        <div className="flex gap-2">
          <Input
            id={ids.input}
            name="q"
            type="search"
            value={text}
            onChange={(event) => onTextChange(event.target.value)}
            placeholder={t("searchPlaceholder")}
            autoComplete="off"
            maxLength={SEARCH_TEXT_MAX}
            aria-invalid={qError ? true : undefined}
            aria-describedby={qError ? ids.error : undefined}
            // Only while the list is in the page: an id that points nowhere is invalid ARIA
            // (no results, or the search failed).
            aria-controls={predictions?.length || point ? ids.list : undefined}
          />
          <Button type="submit" variant="outline">
            <Search aria-hidden="true" />
            {t("searchButton")}
          </Button>
        </div>
        {qError ? (
          <p id={ids.error} className="text-sm text-destructive">
            {t(qError)}
          </p>
        ) : null}
      </fetcher.Form>

      <p role="status" className="text-sm text-muted-foreground">
        {searching
          ? t("searching")
          : current.searchError
            ? messageText(
                t,
                withWhatStillWorks(current.searchError, { hydrated, hasMap, hasChoices }),
              )
            : null}
        {!searching && predictions && predictions.length === 0 && !current.searchError && current.q
          ? t("noResults", { query: current.q })
          : null}
      </p>

      {point ? (
        <ul id={ids.list} aria-label={t("coordinates.results")} className="rounded-md border">
          <li>
            <Link
              to={pointHref}
              replace
              preventScrollReset
              onClick={(event) => choose(event, pointText, pointHref)}
              className={RESULT_LINK}
            >
              <span className="font-medium">{t("coordinates.use")}</span>
              <span className="text-xs text-muted-foreground" dir="ltr">
                {pointText}
              </span>
            </Link>
          </li>
        </ul>
      ) : null}

      {predictions && predictions.length > 0 ? (
        <ul
          id={ids.list}
          aria-label={t("suggestions")}
          className="max-h-64 divide-y overflow-y-auto rounded-md border"
        >
          {predictions.map((prediction) => {
            const href = locationStepHref(locationPath, {
              q: current.q,
              placeId: prediction.placeId,
              redirectTo: step.redirectTo,
            });
            return (
              <li key={prediction.placeId}>
                <Link
                  to={href}
                  replace
                  preventScrollReset
                  onClick={(event) => choose(event, prediction.description, href)}
                  className={RESULT_LINK}
                >
                  <span className="font-medium">{prediction.mainText}</span>
                  {prediction.secondaryText ? (
                    <span className="text-xs text-muted-foreground">
                      {prediction.secondaryText}
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
