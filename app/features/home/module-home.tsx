import * as React from "react";
import { useTranslation } from "react-i18next";
import { ModuleRail } from "~/features/modules/module-rail";
import { deferred } from "~/components/ui/deferred";
import * as extrasOnServer from "~/features/home-extras/home-extras.server";
import type { HomeExtrasProps } from "~/features/home-extras/home-extras";
import { CASHBACK_DIALOG } from "~/features/home-extras/fields";
import type { useLoaderData } from "@remix-run/react";
import type { loadModuleHome } from "./home-loader.server";
import { useShell } from "~/shell/use-shell";
import { QuickAddScope } from "~/features/cards/quick-add-form";
import { HomeHero } from "./home-hero";
import { HomeSections } from "./home-sections";
import type { HomePersonal } from "./home-personal";
import { unpackSections } from "./packed-sections";
import type { HomeSection } from "./sections";

/*
 * The signed-in extras (cashback button and panel, review prompt, welcome), deferred
 * (ui/deferred.tsx): a guest's home — every first visit — has none of them and downloaded
 * their code (issue 27 item 4). Rendered only when there is one to show; a `?dialog=cashback`
 * URL fetches the chunk before hydrating, as it did the panel's.
 */
const HomeExtras = deferred(
  () => import("~/features/home-extras/home-extras").then((m) => m.HomeExtras),
  extrasOnServer.HomeExtras,
  { dialogs: [CASHBACK_DIALOG] },
);

/** Whether HomeExtras has anything to draw (it draws nothing otherwise). */
export function hasHomeExtras({ cashbackOffers, reviewPrompt, welcome }: HomeExtrasProps): boolean {
  return cashbackOffers.length > 0 || (reviewPrompt?.orderId ?? 0) > 0 || welcome !== null;
}

/** The module home's data, as the page receives it from the /home loader. */
export type ModuleHomeData = ReturnType<typeof useLoaderData<typeof loadModuleHome>> & {
  /** Set on the shared home (ADR 033, shared-home.server.ts). */
  shared?: { href: string; personal: string };
};

/**
 * The module landing page (browsing §2 "Home"): rail, hero, the module's sections, extras. On
 * the shared home the signed-in sections arrive with the personal parts (useShell()).
 */
export function ModuleHome({ data }: { data: ModuleHomeData }) {
  const { t } = useTranslation("home");
  const shell = useShell();
  const personal = shell?.personalSections;
  // Once per loader answer: the streamed sections' promises must stay the same objects.
  const own = React.useMemo(() => unpackSections(data.sections), [data.sections]);
  const sections = React.useMemo(() => withPersonalSections(own, personal), [own, personal]);
  const signedIn = data.signedIn || (Boolean(data.shared) && Boolean(shell?.signedIn));
  const extras: HomeExtrasProps = {
    cashbackOffers: data.cashbackOffers,
    reviewPrompt: data.reviewPrompt,
    welcome: shell?.welcome ?? null,
  };
  return (
    <div className="container flex gap-6 py-6">
      <ModuleRail className="shrink-0" />
      <div className="min-w-0 flex-1">
        <HomeHero module={data.module} signedIn={signedIn} />
        {data.onDefaultLocation ? (
          <p className="mt-3 text-sm text-muted-foreground">{t("defaultLocationNote")}</p>
        ) : null}
        {/* One add-to-cart form for every card of the module's sections (issue 27). */}
        <QuickAddScope moduleId={data.module.id}>
          <HomeSections sections={sections} moduleType={data.module.type} />
        </QuickAddScope>
        {hasHomeExtras(extras) ? <HomeExtras {...extras} /> : null}
      </div>
    </div>
  );
}

/** The page's sections with the personal ones after the section they follow in /home's plan. */
export function withPersonalSections(
  sections: HomeSection[],
  personal: HomePersonal["sections"] | undefined,
): HomeSection[] {
  if (!personal || personal.list.length === 0) return sections;
  const at = sections.findIndex((section) => section.id === personal.after) + 1;
  return [...sections.slice(0, at), ...personal.list, ...sections.slice(at)];
}
