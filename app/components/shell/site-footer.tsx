import { useShell } from "~/shell/use-shell";

/** The site footer (its full content is the "Site chrome" issue). */
export function SiteFooter() {
  const shell = useShell();
  return (
    <footer className="border-t">
      <div className="container py-8 text-sm text-muted-foreground">{shell?.config?.footerText}</div>
    </footer>
  );
}
