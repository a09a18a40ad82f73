import { Await, Link } from "@remix-run/react";
import { ChevronRight } from "~/components/ui/icons";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { cn } from "~/lib/cn";
import type { Packed } from "~/lib/packed-data";
import { readSection } from "./packed-sections";
import { isSectionFailure, type SectionFailure, type Streamed } from "./sections";

/**
 * One home section: heading, "View all" link and content. `data` may be a value (in the first
 * HTML) or a promise (streamed): while it is pending the skeleton — the final size of the
 * content, so nothing moves when it arrives — is shown; if its call failed, a one-line note
 * replaces the content and the rest of the page is untouched (issue 9 item 6).
 *
 * `isEmpty(data)` hides the whole section, heading included: the spec shows ads, campaigns,
 * coupons and the flash sale "only with data", and an empty shelf helps nobody.
 */
export function SectionFrame<T>({
  id,
  title,
  viewAll,
  data,
  skeleton,
  isEmpty,
  bare = false,
  className,
  children,
}: {
  id: string;
  title: string;
  viewAll: string | null;
  data: Streamed<T>;
  skeleton: React.ReactNode;
  isEmpty: (value: T) => boolean;
  /** The content brings its own heading (flash sale panel, parcel sections). */
  bare?: boolean;
  className?: string;
  children: (value: T) => React.ReactNode;
}) {
  const { t } = useTranslation("home");
  const headingId = `${id}-heading`;
  const heading = <SectionHeading id={headingId} title={t(title)} viewAll={viewAll} />;
  const failed = (
    // The heading with a `bare` section too: the note needs to say which section failed.
    <section aria-labelledby={headingId} className={cn("py-4", className)}>
      {heading}
      <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
        {t("sectionFailed")}
      </p>
    </section>
  );
  // A streamed section's promise resolves to its JSON text in the browser (packed-sections.ts).
  const content = (arrived: T | SectionFailure | Packed<T>) => {
    const value = readSection(arrived);
    if (isSectionFailure(value)) return failed;
    if (isEmpty(value)) return null;
    return (
      <section
        id={id}
        aria-labelledby={bare ? undefined : headingId}
        className={cn("py-4", className)}
      >
        {bare ? null : heading}
        {children(value)}
      </section>
    );
  };
  if (!(data instanceof Promise)) return content(data);
  return (
    <React.Suspense
      fallback={
        <section aria-labelledby={headingId} aria-busy="true" className={cn("py-4", className)}>
          {heading}
          {skeleton}
        </section>
      }
    >
      {/* errorElement: a stream cut short (timeout) rejects what is still pending. */}
      <Await resolve={data} errorElement={failed}>
        {content}
      </Await>
    </React.Suspense>
  );
}

export function SectionHeading({
  id,
  title,
  viewAll,
}: {
  id: string;
  title: string;
  viewAll: string | null;
}) {
  const { t } = useTranslation("home");
  const localize = useLocalizedPath();
  return (
    <div className="mb-3 flex items-end justify-between gap-4">
      <h2 id={id} className="text-lg font-semibold sm:text-xl">
        {title}
      </h2>
      {viewAll ? (
        <Link
          to={localize(viewAll)}
          // min-h-6: a 24 px target (WCAG 2.2 target-size) on phones, where neighbours are close.
          className="inline-flex min-h-6 shrink-0 items-center gap-1 rounded-sm text-sm font-medium text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {t("viewAll")}
          <span className="sr-only">: {title}</span>
          <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </Link>
      ) : null}
    </div>
  );
}
