import { MapPinned } from "~/components/ui/icons";
import { useTranslation } from "react-i18next";
import type { TextPart } from "~/api/schemas/content";
import { MarkedText } from "./marked-text";

export interface LandingZone {
  id: number;
  name: string;
  modules: string[];
}

interface AvailableZonesProps {
  title: TextPart[];
  description: TextPart[];
  zones: LandingZone[];
}

/** "Available zones": where the marketplace delivers and which modules each zone offers. */
export function AvailableZones({ title, description, zones }: AvailableZonesProps) {
  const { t } = useTranslation("landing");
  if (zones.length === 0) return null;
  return (
    <section aria-labelledby="zones-title" className="container py-12">
      <h2 id="zones-title" className="text-2xl font-bold">
        <MarkedText parts={title} />
      </h2>
      <p className="mt-2 max-w-2xl text-muted-foreground">
        <MarkedText parts={description} />
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {zones.map((zone) => (
          <li
            key={zone.id}
            className="rounded-lg border border-border bg-card p-4 text-card-foreground"
          >
            <h3 className="flex items-center gap-2 font-semibold">
              <MapPinned className="size-4 shrink-0 text-primary" aria-hidden="true" />
              {zone.name}
            </h3>
            {zone.modules.length > 0 ? (
              <ul
                className="mt-3 flex flex-wrap gap-2"
                aria-label={t("zones.modulesIn", { zone: zone.name })}
              >
                {zone.modules.map((module) => (
                  <li
                    key={module}
                    className="rounded-full bg-secondary px-3 py-1 text-xs font-medium text-secondary-foreground"
                  >
                    {module}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
