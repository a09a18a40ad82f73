import * as React from "react";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/cn";
import { responsiveImage } from "~/lib/image-url";

/** Main picture box (px): the LCP image's reserved size, square. */
const MAIN = 560;
const THUMB = 72;

/**
 * Image gallery (browsing §2 "Product detail view"): the picture zooms under the pointer (CSS
 * scale; the transform origin follows the pointer with JavaScript, the centre without), and
 * thumbnails show five at a time in a scroll-snap row. Without JavaScript a thumbnail is a link
 * to `?image=N`, which the server renders; with it, a click only changes the picture.
 */
export function Gallery({
  images,
  name,
  initialIndex,
  priority,
  hrefFor,
  badge,
}: {
  images: string[];
  name: string;
  initialIndex: number;
  /** The page's LCP image: eager and fetchpriority=high. */
  priority: boolean;
  hrefFor: (index: number) => string;
  badge?: React.ReactNode;
}) {
  const { t } = useTranslation("product");
  const [index, setIndex] = React.useState(initialIndex);
  const [origin, setOrigin] = React.useState("50% 50%");
  const current = images[index] ?? images[0] ?? null;
  const count = images.length;

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div
        className="group relative aspect-square w-full overflow-hidden rounded-lg border bg-muted"
        onPointerMove={(event) => {
          const box = event.currentTarget.getBoundingClientRect();
          const x = ((event.clientX - box.left) / box.width) * 100;
          const y = ((event.clientY - box.top) / box.height) * 100;
          setOrigin(`${x.toFixed(1)}% ${y.toFixed(1)}%`);
        }}
      >
        {current ? (
          <img
            key={current}
            {...responsiveImage(current, MAIN)}
            alt={count > 1 ? t("imageAlt", { name, n: index + 1, count }) : name}
            width={MAIN}
            height={MAIN}
            style={{ transformOrigin: origin }}
            className="size-full object-contain transition-transform duration-200 group-hover:scale-[1.8] motion-reduce:transition-none"
            {...(priority && index === initialIndex
              ? { fetchpriority: "high" }
              : { loading: "lazy" as const, decoding: "async" as const })}
          />
        ) : null}
        {badge}
      </div>
      {count > 1 ? (
        <ul
          aria-label={t("images")}
          className="flex snap-x snap-mandatory gap-2 overflow-x-auto pb-1 [scrollbar-width:thin]"
        >
          {images.map((image, i) => (
            // five per row: each takes a fifth of the row minus the gaps
            <li key={image} className="w-[calc((100%-2rem)/5)] shrink-0 snap-start">
              <a
                href={hrefFor(i)}
                aria-label={t("showImage", { n: i + 1, count })}
                aria-current={i === index ? "true" : undefined}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
                    return;
                  event.preventDefault();
                  setIndex(i);
                }}
                className={cn(
                  "block aspect-square overflow-hidden rounded-md border-2 bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  i === index ? "border-primary" : "border-transparent",
                )}
              >
                <img
                  {...responsiveImage(image, THUMB)}
                  alt=""
                  width={THUMB}
                  height={THUMB}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-contain"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
