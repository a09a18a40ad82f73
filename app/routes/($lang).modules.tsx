import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import {
  Await,
  useActionData,
  useAsyncError,
  useLoaderData,
  useLocation,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/react";
import { parseWithZod } from "~/lib/conform.server";
import i18next from "i18next";
import { Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { buttonVariants } from "~/components/ui/button";
import {
  locationDialogHref,
  returnTarget,
  currentPageForRedirect,
} from "~/features/location/location-link";
import {
  ModuleChooser,
  ModuleGridSkeleton,
  type ModuleChoice,
} from "~/features/modules/module-chooser";
import { modulesServing } from "~/features/modules/modules.server";
import { storeModule } from "~/features/modules/select-module.server";
import { interestPageAfterModuleChange } from "~/features/interest/interest-redirect.server";
import { MODULE_ERRORS, selectModuleSchema } from "~/features/modules/module-schema";
import { localizePath } from "~/i18n/config";
import { requireZone } from "~/features/location/zone-gate.server";
import i18nServer from "~/i18n/i18next.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { businessNameFrom, pageTitle } from "~/lib/seo";
import { settle } from "~/api/settle.server";
import { useShell } from "~/shell/use-shell";
import { readForm } from "~/lib/read-form.server";

/**
 * The module chooser as a URL (browsing §2 "Module selection"): `/modules?redirectTo=…`.
 * Without JavaScript the server renders the grid; with JavaScript a client-side visit shows
 * loading placeholders at once and refetches the list (spec: "refetch on dialog open").
 */
export const meta: MetaFunction = ({ data, matches }) => [
  {
    title: pageTitle(
      (data as { title?: string } | undefined)?.title ?? "",
      businessNameFrom(matches),
    ),
  },
  { name: "robots", content: "noindex" },
];

interface ModulesPage {
  title: string;
  modules: ModuleChoice[];
  selectedId: number | null;
  redirectTo: string | null;
  failed: boolean;
}

/** The safe `redirectTo` of a /modules URL's query, or null. */
function redirectToOf(search: string): string | null {
  const raw = new URLSearchParams(search).get("redirectTo");
  const back = raw ? safeRedirect(raw, "") : "";
  return back ? currentPageForRedirect(new URL(back, "http://local.invalid")) : null;
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<ModulesPage> {
  const zoneIds = await requireZone(request, context);
  const redirectTo = redirectToOf(new URL(request.url).search);
  const serving = await settle(modulesServing(context.api, zoneIds));
  const selectedId = context.prefs.moduleId ?? null;
  const title = (await i18nServer.getFixedT(request, "modules"))("title");
  if (!serving.ok) return { title, modules: [], selectedId, redirectTo, failed: true };

  const [only] = serving.value;
  // Exactly one module: chosen automatically, stored, on to /home (browsing §2). A GET that
  // writes a cookie, but an idempotent one derived from the visitor's own zone: a forged link
  // can only choose what the visitor would get anyway.
  if (serving.value.length === 1 && only.id !== selectedId) {
    const next = await storeModule(request, context, only, redirectTo);
    throw redirect(next.location, { headers: next.headers });
  }
  const modules = serving.value.map(({ id, name, type, icon }) => ({ id, name, type, icon }));
  return { title, modules, selectedId, redirectTo, failed: false };
}

/** Client-side visits render at once with placeholders; the list streams in. */
export function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  // The browser's i18next instance holds this page's language already (entry.client).
  return { title: i18next.t("modules:title"), pending: serverLoader<typeof loader>() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: selectModuleSchema });
  if (submission.status !== "success")
    return data({ error: MODULE_ERRORS.invalid }, { status: 400 });
  const zoneIds = await requireZone(request, context);
  const serving = await settle(modulesServing(context.api, zoneIds));
  if (!serving.ok) return data({ error: "common:errors.requestFailed" }, { status: 503 });
  // The id must serve the saved zone; the type comes from the list, never from the form.
  const chosen = serving.value.find((m) => m.id === submission.value.moduleId);
  if (!chosen) return data({ error: MODULE_ERRORS.notInZone }, { status: 400 });
  const next = await storeModule(request, context, chosen, submission.value.redirectTo);
  const interest =
    submission.value.via === "rail" ? await interestPageAfterModuleChange(context, chosen) : null;
  return redirect(interest ?? next.location, { status: 303, headers: next.headers });
}

export default function ModulesRoute() {
  const loaded = useLoaderData<typeof loader | typeof clientLoader>() as
    ModulesPage | { title: string; pending: Promise<ModulesPage> };
  const refused = useActionData<typeof action>();
  const { t, i18n } = useTranslation(["modules", "common"]);
  const shell = useShell();
  const location = useLocation();
  const lang = i18n.language === "ar" ? "ar" : "en";
  const redirectTo = "pending" in loaded ? redirectToOf(location.search) : loaded.redirectTo;
  // A module is required: without one there is nothing to close to.
  const closeHref = shell?.module ? returnTarget(redirectTo, lang) : undefined;
  const actionHref = redirectTo
    ? `${localizePath("/modules", lang)}?redirectTo=${encodeURIComponent(redirectTo)}`
    : localizePath("/modules", lang);

  const renderPage = (page: ModulesPage) =>
    page.failed ? (
      <ModulesLoadError />
    ) : (
      <ModuleChooser
        modules={page.modules}
        selectedId={page.selectedId}
        actionHref={actionHref}
        redirectTo={page.redirectTo}
        error={refused?.error ?? null}
        locationHref={locationDialogHref(null, lang)}
      />
    );

  return (
    <Dialog open closeHref={closeHref}>
      <DialogContent closeLabel={t("common:close")} hideClose={!closeHref} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("required")}</DialogDescription>
        </DialogHeader>
        {"pending" in loaded ? (
          // Only a client-side visit suspends. Server data renders without a Suspense boundary:
          // one that is still hydrating when the toasts update would be thrown away (React #421).
          <Suspense fallback={<ModuleGridSkeleton />}>
            <Await resolve={loaded.pending} errorElement={<ModulesLoadError />}>
              {(result) => renderPage(result)}
            </Await>
          </Suspense>
        ) : (
          renderPage(loaded)
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * A failed list, or — after a client-side visit — the loader's redirect (no zone yet, or the one
 * module chosen automatically) arriving through the pending promise: follow it.
 */
function ModulesLoadError() {
  const error = useAsyncError();
  const { t } = useTranslation(["modules", "common"]);
  const location = useLocation();
  const redirectTo =
    error instanceof Response && error.status >= 300 && error.status < 400
      ? error.headers.get("Location")
      : null;
  useEffect(() => {
    // A full load: the redirect changed cookies (module, toasts) that every loader must see.
    if (redirectTo) window.location.replace(redirectTo);
  }, [redirectTo]);
  if (redirectTo) return <ModuleGridSkeleton />;
  return (
    <div className="grid justify-items-center gap-3 py-6 text-center">
      <p role="alert" className="text-sm">
        {t("loadFailed")}
      </p>
      <a
        href={`${location.pathname}${location.search}`}
        className={buttonVariants({ variant: "outline" })}
      >
        {t("retry")}
      </a>
    </div>
  );
}
