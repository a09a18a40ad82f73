import type { ReactNode } from "react";
import type { TextPart } from "~/api/schemas/content";
import { MarkedText } from "./marked-text";
import { responsiveImage } from "~/lib/image-url";

interface HeroProps {
  title: TextPart[];
  subtitle: TextPart[];
  tagLine: TextPart[];
  /** header_banner_full_url; decorative (the headline says what the page is). */
  banner: string | null;
  children?: ReactNode;
}

/** The landing headline block from react-landing-page, with the location entry beneath it. */
export function Hero({ title, subtitle, tagLine, banner, children }: HeroProps) {
  return (
    <section aria-labelledby="landing-title" className="bg-gradient-to-b from-accent to-background">
      <div className="container grid items-center gap-8 py-10 md:grid-cols-2 md:py-16">
        <div className="flex flex-col gap-4">
          {tagLine.length ? (
            <p className="text-sm font-semibold uppercase tracking-wide text-accent-foreground">
              <MarkedText parts={tagLine} />
            </p>
          ) : null}
          <h1 id="landing-title" className="text-3xl font-bold leading-tight sm:text-4xl">
            <MarkedText parts={title} />
          </h1>
          {subtitle.length ? (
            <p className="text-lg text-muted-foreground">
              <MarkedText parts={subtitle} />
            </p>
          ) : null}
          {children}
        </div>
        {banner ? (
          <img
            // shown from md up, half the row
            {...responsiveImage(banner, 640, "(min-width: 768px) 50vw, 1px")}
            alt=""
            width={640}
            height={480}
            decoding="async"
            className="hidden aspect-[4/3] w-full rounded-2xl object-cover md:block"
          />
        ) : null}
      </div>
    </section>
  );
}
