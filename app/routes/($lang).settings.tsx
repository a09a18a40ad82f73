import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation, type MetaFunction } from "@remix-run/react";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { Button, buttonVariants } from "~/components/ui/button";
import { accountGate } from "~/features/account/account-gate.server";
import { LANGS } from "~/i18n/config";
import i18nServer from "~/i18n/i18next.server";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { cn } from "~/lib/cn";
import { openDialogHref } from "~/lib/dialog-url";
import { businessNameFrom, pageTitle } from "~/lib/seo";
import { THEMES } from "~/lib/theme";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { unlessNothingChanged } from "~/shell/frame-dialog-params";
import { Bell, Languages, Moon, Sun } from "~/components/ui/icons";

/**
 * /settings (issue 14 item 5; browsing §2 account menu): language (the header's confirmation
 * dialog, `?dialog=language&to=…`), theme (the header switch's form, posted to
 * /preferences/theme, back here) and notifications (the browser's permission, where push is
 * configured). Signed in only. Never indexed.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await accountGate(request, context, null, params);
  const t = await i18nServer.getFixedT(context.lang, "account");
  return {
    title: t("settings.title"),
    lang: context.lang,
    theme: context.prefs.theme ?? "light",
    push: Boolean(context.publicEnv.firebase?.messagingSenderId),
  };
}

export default function SettingsPage() {
  const { lang, theme, push } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  const chrome = useTranslation("chrome").t;
  const location = useLocation();
  const localize = useLocalizedPath();
  const here = `${location.pathname}${location.search}`;
  return (
    <div className="container grid max-w-2xl gap-6 py-8">
      <h1 className="text-2xl font-bold">{t("settings.title")}</h1>

      <section
        aria-labelledby="settings-language"
        className="grid gap-3 rounded-lg border p-4 sm:p-6"
      >
        <h2 id="settings-language" className="flex items-center gap-2 font-semibold">
          <Languages aria-hidden="true" className="size-5" />
          {t("settings.language")}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {LANGS.map((code) => (
            <li key={code}>
              {code === lang ? (
                <span aria-current="true" className={buttonVariants()} lang={code}>
                  {chrome(`language.names.${code}`)}
                </span>
              ) : (
                <Link
                  to={openDialogHref(location, "language", { to: code })}
                  preventScrollReset
                  className={buttonVariants({ variant: "outline" })}
                  lang={code}
                >
                  {chrome(`language.names.${code}`)}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="settings-theme" className="grid gap-3 rounded-lg border p-4 sm:p-6">
        <h2 id="settings-theme" className="font-semibold">
          {t("settings.theme")}
        </h2>
        <Form
          method="post"
          action={localize("/preferences/theme")}
          className="flex flex-wrap gap-2"
        >
          <input type="hidden" name="redirectTo" value={here} />
          {THEMES.map((option) => {
            const Icon = option === "dark" ? Moon : Sun;
            return (
              <Button
                key={option}
                type="submit"
                name="theme"
                value={option}
                variant={option === theme ? "default" : "outline"}
                aria-pressed={option === theme}
              >
                <Icon aria-hidden="true" className="size-4" />
                {t(`settings.themes.${option}`)}
              </Button>
            );
          })}
        </Form>
      </section>

      <section
        aria-labelledby="settings-notifications"
        className="grid gap-3 rounded-lg border p-4 sm:p-6"
      >
        <h2 id="settings-notifications" className="flex items-center gap-2 font-semibold">
          <Bell aria-hidden="true" className="size-5" />
          {t("settings.notifications")}
        </h2>
        {push ? (
          <NotificationPermission />
        ) : (
          <p className="text-sm text-muted-foreground">{t("settings.pushOff")}</p>
        )}
      </section>
    </div>
  );
}

/** The browser's notification permission, asked on a press (needs JavaScript by nature). */
function NotificationPermission() {
  const { t } = useTranslation("account");
  const hydrated = useHydrated();
  const [state, setState] = React.useState<NotificationPermission | "unsupported">("default");
  React.useEffect(() => {
    setState(typeof Notification === "undefined" ? "unsupported" : Notification.permission);
  }, []);
  if (!hydrated)
    return <p className="text-sm text-muted-foreground">{t("settings.pushNeedsJs")}</p>;
  if (state === "unsupported")
    return <p className="text-sm text-muted-foreground">{t("settings.pushUnsupported")}</p>;
  if (state !== "default")
    return (
      <p className={cn("text-sm", state === "granted" ? "text-success" : "text-muted-foreground")}>
        {t(`settings.push.${state}`)}
      </p>
    );
  return (
    <div>
      <Button type="button" onClick={() => void Notification.requestPermission().then(setState)}>
        {t("settings.pushAllow")}
      </Button>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title ?? "Settings", businessNameFrom(matches)) },
  { name: "robots", content: "noindex" },
];

/** A form answered with field errors changed nothing: no loader runs again (frame-dialog-params). */
export const shouldRevalidate = unlessNothingChanged;

export const ErrorBoundary = RouteErrorBoundary;
