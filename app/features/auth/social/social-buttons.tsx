import { useFetcher, useLocation } from "@remix-run/react";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import type { AuthSettings } from "../auth-config";
import { SOCIAL_ACTION, type AuthSurface } from "../auth-urls";
import { Loader2 } from "~/components/ui/icons";

type Medium = "google" | "facebook" | "apple";
const MEDIUMS: Medium[] = ["google", "facebook", "apple"];

/**
 * The social part of the sign-in layouts (foundations §2, §4 "Social sign-in", §6): a button per
 * provider the operator turned on. Server-rendered with the layout; the buttons stay disabled
 * until the page's JavaScript runs (social sign-in is JavaScript-only by nature — the providers'
 * SDKs are scripts), and until then a line says so (not <noscript>: its text is not shown by a
 * browser whose scripts are merely blocked). A press loads that provider's SDK
 * (social-sdk.ts, a lazy chunk: no page's first load grows by it) and posts the credential to
 * /auth/social, whose answer is a redirect: signed in, or the next step, or an error toast.
 */
export function SocialButtons({
  settings,
  redirectTo,
  surface,
  idPrefix,
}: {
  settings: AuthSettings;
  redirectTo: string;
  surface: AuthSurface;
  idPrefix: string;
}) {
  const { t, i18n } = useTranslation("auth");
  const hydrated = useHydrated();
  const localize = useLocalizedPath();
  const location = useLocation();
  const fetcher = useFetcher();
  const [pending, setPending] = React.useState<Medium | null>(null);
  const fallback = React.useRef<HTMLDivElement>(null);
  const busy = pending !== null || fetcher.state !== "idle";
  const back = `${location.pathname}${location.search}`;

  const press = async (medium: Medium) => {
    setPending(medium);
    const action = localize(SOCIAL_ACTION);
    try {
      const sdk = await import("./social-sdk");
      try {
        const result = await sdk.socialSignIn(medium, {
          setupUrl: action,
          lang: i18n.language,
          fallback: fallback.current ?? document.body,
        });
        fetcher.submit({ ...result, redirectTo, surface, back }, { method: "post", action });
      } catch (error) {
        // Closing the provider's window is not an error; anything else is the failure toast.
        if (!(error instanceof sdk.SocialCancelled))
          fetcher.submit({ intent: "failed", back }, { method: "post", action });
      }
    } catch {
      fetcher.submit({ intent: "failed", back }, { method: "post", action });
    } finally {
      setPending(null);
    }
  };

  const shown = MEDIUMS.filter((medium) => settings.providers[medium]);
  return (
    <section aria-labelledby={`${idPrefix}-social-heading`} className="grid gap-3">
      <h2 id={`${idPrefix}-social-heading`} className="sr-only">
        {t("social.heading")}
      </h2>
      {shown.map((medium) => (
        <Button
          key={medium}
          type="button"
          variant="outline"
          disabled={!hydrated || busy}
          aria-busy={pending === medium || undefined}
          onClick={() => void press(medium)}
        >
          {pending === medium ? (
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          ) : null}
          {pending === "apple" && medium === "apple"
            ? t("social.appleLoading")
            : t(`social.${medium}`)}
        </Button>
      ))}
      {/* Google draws its own button here when One Tap is not shown. */}
      <div ref={fallback} className="flex justify-center empty:hidden" />
      {/* Server-rendered and gone once the page's script runs: without JavaScript it stays. */}
      {hydrated ? null : (
        <p className="text-center text-sm text-muted-foreground">{t("social.needsScript")}</p>
      )}
    </section>
  );
}
