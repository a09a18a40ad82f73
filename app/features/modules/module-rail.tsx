import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { cn } from "~/lib/cn";
import { useShell } from "~/shell/use-shell";
import { currentPageForRedirect } from "~/features/location/location-link";
import { ModuleIcon } from "./module-icon";
import { modulesForZones } from "./zone-match";

/**
 * The side rail of module icons (browsing §2), hidden on small screens: only modules whose
 * zones match the saved zone ids, the current one marked. Each icon submits the same POST as
 * the module dialog (works without JavaScript) and comes back to this page.
 */
export function ModuleRail({ className }: { className?: string }) {
  const { t } = useTranslation("modules");
  const shell = useShell();
  const localize = useLocalizedPath();
  const location = useLocation();
  const modules = modulesForZones(shell?.modules ?? [], shell?.location?.zoneIds);
  if (modules.length === 0) return null;
  const currentId = shell?.module?.id ?? null;
  const back = currentPageForRedirect(location);

  return (
    <nav aria-label={t("railLabel")} className={cn("hidden lg:block", className)}>
      <Form method="post" action={localize("/modules")} className="sticky top-4">
        {back ? <input type="hidden" name="redirectTo" value={back} /> : null}
        <input type="hidden" name="via" value="rail" />
        <ul className="grid gap-2 rounded-lg border bg-background p-2 shadow-sm">
          {modules.map((module) => {
            const current = module.id === currentId;
            return (
              <li key={module.id}>
                <button
                  type="submit"
                  name="moduleId"
                  value={module.id}
                  aria-current={current ? "page" : undefined}
                  title={module.name}
                  className={cn(
                    "grid w-16 justify-items-center gap-1 rounded-md p-2 text-xs transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                    current &&
                      "bg-primary text-primary-foreground hover:bg-primary-hover hover:text-primary-foreground",
                  )}
                >
                  <span
                    className={cn(
                      "grid size-10 place-items-center rounded-full",
                      current ? "bg-primary-foreground" : "bg-muted",
                    )}
                  >
                    <ModuleIcon icon={module.icon} type={module.type} size={28} />
                  </span>
                  <span className="line-clamp-2 text-center leading-tight">{module.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </Form>
    </nav>
  );
}
