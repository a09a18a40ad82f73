import { Form } from "@remix-run/react";
import { Search } from "~/components/ui/icons";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { deferred } from "~/components/ui/deferred";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import type { ModuleType } from "~/sessions/prefs.server";
import * as onServer from "./deferred-parts.server";

/*
 * The parcel hero's order-tracking form, deferred (ui/deferred.tsx): only the parcel home draws
 * it, and every other home downloaded its code (issue 27 item 4). Server-rendered in full (a GET
 * form to /track-order without JavaScript); a parcel home fetches it while it hydrates.
 */
const TrackOrderForm = deferred(
  () => import("./hero-track-order").then((m) => m.TrackOrderForm),
  onServer.TrackOrderForm,
  { urlDialog: false },
);

/**
 * The hero over each module's home (browsing §2): a headline and subtitle for the module, then
 * a search box (a GET form to the listing) — or, for parcel, the order-tracking form (a GET form
 * to /track-order; 'Need a order id' and, for guests, 'Need a contact number', browsing §5).
 */
export function HomeHero({
  module,
  signedIn,
}: {
  module: { id: number; type: ModuleType; name: string };
  signedIn: boolean;
}) {
  const { t } = useTranslation("home");
  return (
    <section
      aria-labelledby="home-hero-title"
      className="rounded-xl bg-gradient-to-br from-primary/15 via-primary/5 to-transparent px-4 py-6 sm:px-8 sm:py-8"
    >
      <h1 id="home-hero-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t(`hero.${module.type}.title`)}
      </h1>
      <p className="mt-2 max-w-prose text-muted-foreground">{t(`hero.${module.type}.subtitle`)}</p>
      <div className="mt-5 max-w-2xl">
        {module.type === "parcel" ? (
          <TrackOrderForm signedIn={signedIn} />
        ) : (
          <HeroSearch module={module} />
        )}
      </div>
    </section>
  );
}

function HeroSearch({ module }: { module: { id: number; type: ModuleType } }) {
  const { t } = useTranslation("home");
  const localize = useLocalizedPath();
  const id = React.useId();
  const placeholder = t(module.type === "food" ? "hero.searchFood" : "hero.searchOther");
  return (
    <Form
      method="get"
      action={localize("/home")}
      role="search"
      aria-label={t("hero.searchLabel")}
      className="flex gap-2"
    >
      <label htmlFor={id} className="sr-only">
        {t("hero.searchLabel")}
      </label>
      <Input
        id={id}
        type="search"
        name="search"
        placeholder={placeholder}
        required
        pattern=".*\S.*"
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        className="h-12 bg-background"
      />
      <input type="hidden" name="data_type" value="searched" />
      {/* The listing saves a term submitted from a search form to the recent searches. */}
      <input type="hidden" name="fromSearch" value="1" />
      <input type="hidden" name="module_id" value={module.id} />
      <Button type="submit" className="h-12 shrink-0 gap-2 px-5">
        <Search aria-hidden="true" className="size-4" />
        {t("hero.searchSubmit")}
      </Button>
    </Form>
  );
}
