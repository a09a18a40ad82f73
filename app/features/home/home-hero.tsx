import { Form, useLocation, useNavigate } from "@remix-run/react";
import { Search } from "~/components/ui/icons";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { TRACK_ORDER_HREF } from "~/features/catalogue/urls";
import { TRACK_FIELDS, TRACK_ORDER_DIALOG } from "~/features/tracking/tracking-constants";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { openDialogHref } from "~/lib/dialog-url";
import type { ModuleType } from "~/sessions/prefs.server";

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

/**
 * Validates in the browser with the spec's messages, then opens the tracking drawer over the
 * page with the order (issue 14: the drawer from the header and the parcel hero). Without
 * JavaScript the form is a GET to the tracking page, which validates the same fields on the
 * server and shows the same order.
 */
function TrackOrderForm({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation("home");
  const localize = useLocalizedPath();
  const [errors, setErrors] = React.useState<{ orderId?: string; phone?: string }>({});
  const id = React.useId();
  const location = useLocation();
  const navigate = useNavigate();

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const orderId = String(data.get(TRACK_FIELDS.orderId) ?? "").trim();
    const phone = String(data.get(TRACK_FIELDS.phone) ?? "").trim();
    const next: typeof errors = {};
    if (!orderId) next.orderId = t("track.needOrderId");
    if (!signedIn && !phone) next.phone = t("track.needContactNumber");
    setErrors(next);
    event.preventDefault();
    if (next.orderId || next.phone) return;
    const fields: Record<string, string> = { [TRACK_FIELDS.orderId]: orderId };
    if (!signedIn) fields[TRACK_FIELDS.phone] = phone;
    navigate(openDialogHref(location, TRACK_ORDER_DIALOG, fields), { preventScrollReset: true });
  };

  return (
    <Form
      method="get"
      action={localize(TRACK_ORDER_HREF)}
      noValidate
      onSubmit={onSubmit}
      aria-label={t("track.label")}
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
    >
      <div className="grid gap-1">
        <Label htmlFor={`${id}-order`}>{t("track.orderId")}</Label>
        <Input
          id={`${id}-order`}
          name={TRACK_FIELDS.orderId}
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={errors.orderId ? true : undefined}
          aria-describedby={errors.orderId ? `${id}-order-error` : undefined}
          className="h-11 bg-background"
        />
        {errors.orderId ? (
          <p id={`${id}-order-error`} className="text-sm text-destructive">
            {errors.orderId}
          </p>
        ) : null}
      </div>
      {signedIn ? null : (
        <div className="grid gap-1">
          <Label htmlFor={`${id}-phone`}>{t("track.phone")}</Label>
          <Input
            id={`${id}-phone`}
            name={TRACK_FIELDS.phone}
            type="tel"
            autoComplete="tel"
            placeholder="+"
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={errors.phone ? `${id}-phone-error` : undefined}
            className="h-11 bg-background"
          />
          {errors.phone ? (
            <p id={`${id}-phone-error`} className="text-sm text-destructive">
              {errors.phone}
            </p>
          ) : null}
        </div>
      )}
      <Button type="submit" className="h-11 sm:mt-6">
        {t("track.submit")}
      </Button>
    </Form>
  );
}
