import { Link } from "@remix-run/react";
import { useShell } from "~/shell/use-shell";
import { useLocalizedPath } from "~/i18n/use-localized-path";

/** The site header (its full content is the "Site chrome" issue). */
export function SiteHeader() {
  const shell = useShell();
  const localize = useLocalizedPath();
  return (
    <header className="border-b">
      <div className="container flex h-16 items-center gap-4">
        <Link to={localize("/home")} className="text-lg font-bold">
          {shell?.config?.businessName || "Storefront"}
        </Link>
      </div>
    </header>
  );
}
