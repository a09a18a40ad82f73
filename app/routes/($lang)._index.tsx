import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useLocation, type MetaFunction } from "@remix-run/react";
import { AppDownloadSection } from "~/features/landing/app-download-section";
import { AvailableZones } from "~/features/landing/available-zones";
import { Hero } from "~/features/landing/hero";
import { Testimonials, testimonialViews } from "~/features/landing/testimonials";
import { LocationEntry } from "~/features/landing/location-entry";
import { plainText } from "~/features/landing/marked-text";
import { locationDialogHref } from "~/features/location/location-link";
import i18nServer from "~/i18n/i18next.server";
import { settle } from "~/api/settle.server";
import { landingPageData } from "~/features/landing/landing-data.server";
import { alternateLinks, businessNameFrom, pageTitle } from "~/lib/seo";
import { useShell } from "~/shell/use-shell";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { keepDataForFrameDialogs } from "~/shell/frame-dialog-params";

/**
 * The landing page `/` (browsing §2): hero from react-landing-page, the delivery-location entry,
 * available zones with their modules, app badges. It needs no zone: a first-time visitor or a
 * crawler gets the full page. The newsletter band is the footer's, present on every page.
 */
/** The same page for every anonymous visitor of a language: a shared cache may keep it. */
export const handle = { sharedCache: true };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [landing, t, testimonials] = await Promise.all([
    settle(context.api.config.landing()),
    i18nServer.getFixedT(request, "landing"),
    settle(context.api.config.testimonials()),
  ]);
  return {
    origin: new URL(request.url).origin,
    lang: context.lang,
    // Shown only when the admin set some (issue 24 item 9); a failed read shows none.
    testimonials: testimonialViews(testimonials.ok ? testimonials.value : []),
    ...landingPageData(landing.ok ? landing.value : null, t),
  };
}

/** Opening or closing a frame dialog (cart, track order, …) keeps this page's data. */
export const shouldRevalidate: ShouldRevalidateFunction = keepDataForFrameDialogs;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: businessNameFrom(matches) ?? "" }];
  const title = pageTitle(plainText(data.hero.title), businessNameFrom(matches));
  return [
    { title },
    { name: "description", content: data.metaDescription },
    { property: "og:title", content: title },
    { property: "og:description", content: data.metaDescription },
    { property: "og:type", content: "website" },
    ...alternateLinks(data.origin, "/", data.lang),
  ];
};

export default function Landing() {
  const { hero, zones, apps, lang, testimonials } = useLoaderData<typeof loader>();
  const shell = useShell();
  const location = useLocation();
  const savedAddress = shell?.location ? shell.location.address : null;
  return (
    <>
      <Hero title={hero.title} subtitle={hero.subtitle} tagLine={hero.tagLine} banner={hero.banner}>
        <LocationEntry savedAddress={savedAddress} pickHref={locationDialogHref(location, lang)} />
      </Hero>
      <AvailableZones title={zones.title} description={zones.description} zones={zones.list} />
      <Testimonials list={testimonials} />
      <AppDownloadSection
        title={apps.title}
        description={apps.description}
        playStoreUrl={shell?.landing?.playStoreUrl}
        appStoreUrl={shell?.landing?.appStoreUrl}
      />
    </>
  );
}
