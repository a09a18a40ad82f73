import type * as React from "react";
import { useTranslation } from "react-i18next";
import { Countdown } from "~/features/promotions/countdown";
import { cn } from "~/lib/cn";

/** The promotion pages' frame: the page's one h1, an optional note and the content. */
export function PageFrame({
  title,
  onDefaultLocation,
  children,
  aside,
}: {
  title: string;
  onDefaultLocation: boolean;
  /** Next to the title (a countdown). */
  aside?: React.ReactNode;
  children: React.ReactNode;
}) {
  const { t } = useTranslation("home");
  return (
    <div className="container grid grid-cols-1 gap-6 py-6">
      <header className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
        {aside}
      </header>
      {onDefaultLocation ? (
        <p className="-mt-3 text-sm text-muted-foreground">{t("defaultLocationNote")}</p>
      ) : null}
      {children}
    </div>
  );
}

/** 'Ends in' and the DD:HH:MM:SS countdown (then 'This campaign is over.'). */
export function EndsIn({ endsAt, label }: { endsAt: string | null; label: string }) {
  if (!endsAt) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted-foreground">{label}</span>
      <Countdown
        endsAt={endsAt}
        className="rounded-md bg-primary px-2 py-1 text-base text-primary-foreground"
      />
    </p>
  );
}

/** A titled grid of cards (the cards fill their cells), or its empty text. */
export function CardGrid({
  id,
  title,
  count,
  empty,
  children,
  wide = false,
}: {
  id: string;
  title: string;
  /** How many cards `children` holds; 0 shows `empty` instead of an empty list. */
  count: number;
  empty: string;
  children: React.ReactNode;
  /** Wider cells (store cards). */
  wide?: boolean;
}) {
  return (
    <section aria-labelledby={id} className="grid grid-cols-1 gap-3">
      <h2 id={id} className="text-lg font-semibold sm:text-xl">
        {title}
      </h2>
      {count === 0 ? (
        <p className="text-muted-foreground">{empty}</p>
      ) : (
        <ul
          className={cn(
            "grid gap-4",
            wide
              ? "grid-cols-[repeat(auto-fill,minmax(min(100%,280px),1fr))]"
              : "grid-cols-[repeat(auto-fill,minmax(min(100%,200px),1fr))]",
          )}
        >
          {children}
        </ul>
      )}
    </section>
  );
}
