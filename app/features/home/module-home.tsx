import { useTranslation } from "react-i18next";
import { ModuleRail } from "~/features/modules/module-rail";
import { HomeExtras } from "~/features/home-extras/home-extras";
import type { useLoaderData } from "@remix-run/react";
import type { loadModuleHome } from "./home-loader.server";
import { useShell } from "~/shell/use-shell";
import { QuickAddScope } from "~/features/cards/quick-add-form";
import { HomeHero } from "./home-hero";
import { HomeSections } from "./home-sections";

/** The module home's data, as the page receives it from the /home loader. */
export type ModuleHomeData = ReturnType<typeof useLoaderData<typeof loadModuleHome>>;

/** The module landing page (browsing §2 "Home"): rail, hero, the module's sections, extras. */
export function ModuleHome({ data }: { data: ModuleHomeData }) {
  const { t } = useTranslation("home");
  const shell = useShell();
  return (
    <div className="container flex gap-6 py-6">
      <ModuleRail className="shrink-0" />
      <div className="min-w-0 flex-1">
        <HomeHero module={data.module} signedIn={data.signedIn} />
        {data.onDefaultLocation ? (
          <p className="mt-3 text-sm text-muted-foreground">{t("defaultLocationNote")}</p>
        ) : null}
        {/* One add-to-cart form for every card of the module's sections (issue 27). */}
        <QuickAddScope moduleId={data.module.id}>
          <HomeSections sections={data.sections} moduleType={data.module.type} />
        </QuickAddScope>
        <HomeExtras
          cashbackOffers={data.cashbackOffers}
          reviewPrompt={data.reviewPrompt}
          welcome={shell?.welcome ?? null}
        />
      </div>
    </div>
  );
}
