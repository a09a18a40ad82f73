import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { cn } from "~/lib/cn";
import { ModuleIcon } from "./module-icon";

export interface ModuleChoice {
  id: number;
  name: string;
  type: string;
  icon: string | null;
}

interface ModuleChooserProps {
  modules: ModuleChoice[];
  selectedId: number | null;
  /** POST target (the /modules URL). */
  actionHref: string;
  redirectTo: string | null;
  /** An i18n key from a refused choice. */
  error: string | null;
  /** Link to the Pick Location dialog (for "No module found"). */
  locationHref: string;
}

/**
 * The module grid (browsing §2): icon and name per module, the previous choice highlighted.
 * Each tile is a submit button of one POST form, so choosing works without JavaScript.
 */
export function ModuleChooser({
  modules,
  selectedId,
  actionHref,
  redirectTo,
  error,
  locationHref,
}: ModuleChooserProps) {
  const { t } = useTranslation("modules");
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction === actionHref;

  if (modules.length === 0) {
    return (
      <div className="grid justify-items-center gap-2 py-6 text-center">
        <h3 className="text-base font-semibold">{t("noneTitle")}</h3>
        <p className="text-sm text-muted-foreground">{t("noneBody")}</p>
        <Link to={locationHref} className={cn(buttonVariants({ variant: "outline" }), "mt-2")}>
          {t("changeLocation")}
        </Link>
      </div>
    );
  }

  return (
    <Form
      method="post"
      action={actionHref}
      className="grid gap-3"
      aria-busy={submitting || undefined}
    >
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {t(error)}
        </p>
      ) : null}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {modules.map((module) => {
          const current = module.id === selectedId;
          return (
            <li key={module.id}>
              <button
                type="submit"
                name="moduleId"
                value={module.id}
                aria-current={current ? "true" : undefined}
                disabled={submitting}
                className={cn(
                  "flex h-full w-full flex-col items-center gap-2 rounded-lg border bg-background p-4 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:opacity-70",
                  current && "border-primary bg-accent text-accent-foreground ring-2 ring-primary",
                )}
              >
                <ModuleIcon icon={module.icon} type={module.type} size={48} />
                <span>{module.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </Form>
  );
}

/** Placeholders while the module list loads after a client-side navigation. */
export function ModuleGridSkeleton() {
  const { t } = useTranslation("modules");
  return (
    <div aria-busy="true" className="grid gap-3">
      <p role="status" className="sr-only">
        {t("loading")}
      </p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="module-skeleton">
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index} className="grid justify-items-center gap-2 rounded-lg border p-4">
            <Skeleton className="size-12 rounded-full" />
            <Skeleton className="h-4 w-20" />
          </li>
        ))}
      </ul>
    </div>
  );
}
