import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { returnPathOf } from "~/lib/shared-pages";

/**
 * The cookie notice (config cookies_text), until dismissed. A plain form POST, so "Got it" works
 * without JavaScript; the action remembers it in prefs and redirects back. In the page's flow,
 * not floating over it: nothing underneath is ever covered. It says what is true: the shop sets
 * only the cookies it needs, never tracking ones.
 */
export function CookieNotice({ text }: { text: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const localize = useLocalizedPath();
  return (
    <section
      aria-label={t("cookieNotice.label")}
      className="border-b border-border bg-muted text-sm text-foreground"
    >
      <div className="container flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1 text-start">
          <p>{text}</p>
          <p className="text-muted-foreground">{t("cookieNotice.noTracking")}</p>
        </div>
        <Form method="post" action={localize("/preferences/cookies")} className="shrink-0">
          {/* From a shared home (always drawn with the notice) back to the private one. */}
          <input type="hidden" name="redirectTo" value={returnPathOf(location)} />
          <Button type="submit" size="sm">
            {t("cookieNotice.dismiss")}
          </Button>
        </Form>
      </div>
    </section>
  );
}
