import * as React from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { Button } from "~/components/ui/button";
import { Check, Copy } from "~/components/ui/icons";

/**
 * Copy to the clipboard (browsing §4 "Coupon copy: text shows 'copied' for 1 second"). Needs
 * JavaScript, so it appears only once hydrated: without it the value next to it is plain,
 * selectable text. A clipboard failure is only logged (§8).
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation("account");
  const hydrated = useHydrated();
  const [copied, setCopied] = React.useState(false);
  React.useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 1000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  if (!hydrated) return null;
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-label={copied ? undefined : label}
      onClick={() => {
        navigator.clipboard.writeText(value).then(
          () => setCopied(true),
          (error: unknown) => console.warn("clipboard", error),
        );
      }}
    >
      {copied ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <Copy aria-hidden="true" className="size-4" />
      )}
      <span aria-live="polite">{copied ? t("copy.copied") : t("copy.copy")}</span>
    </Button>
  );
}
