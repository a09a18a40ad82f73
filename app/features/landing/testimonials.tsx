import { useTranslation } from "react-i18next";
import type { Testimonial } from "~/api/schemas/content";
import { responsiveImage } from "~/lib/image-url";

export type TestimonialView = Pick<Testimonial, "name" | "review"> & {
  designation: string;
  image: string | null;
};

/** What the landing page shows of GET /testimonial: the ones switched on, with words. */
export function testimonialViews(list: Testimonial[]): TestimonialView[] {
  return list
    .filter((entry) => entry.status !== false && entry.review.trim() && entry.name.trim())
    .slice(0, 12)
    .map((entry) => ({
      name: entry.name,
      review: entry.review,
      designation: entry.designation ?? "",
      image: entry.reviewer_image_full_url ?? null,
    }));
}

/** The landing page's testimonials (issue 24 item 9); nothing at all when the admin set none. */
export function Testimonials({ list }: { list: TestimonialView[] }) {
  const { t } = useTranslation("landing");
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-title" className="container py-12">
      <h2 id="testimonials-title" className="mb-6 text-2xl font-bold">
        {t("testimonials.title")}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {list.map((entry) => (
          <li key={`${entry.name}|${entry.review}`}>
            <figure className="flex h-full flex-col gap-4 rounded-lg border border-border bg-card p-5 text-card-foreground">
              <blockquote className="flex-1 text-start">
                <p>{entry.review}</p>
              </blockquote>
              <figcaption className="flex items-center gap-3">
                {entry.image ? (
                  <img
                    {...responsiveImage(entry.image, 40)}
                    alt=""
                    width={40}
                    height={40}
                    loading="lazy"
                    className="size-10 rounded-full bg-muted object-cover"
                  />
                ) : null}
                <span className="flex flex-col">
                  <span className="font-semibold">{entry.name}</span>
                  {entry.designation ? (
                    <span className="text-sm text-muted-foreground">{entry.designation}</span>
                  ) : null}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
