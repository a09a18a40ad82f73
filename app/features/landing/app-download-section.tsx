import { Smartphone } from "~/components/ui/icons";
import type { TextPart } from "~/api/schemas/content";
import { AppDownloadButtons } from "~/features/footer/app-download-buttons";
import { MarkedText } from "./marked-text";

/** The landing page's app band; absent when neither store link is enabled. */
interface AppDownloadSectionProps {
  title: TextPart[];
  description: TextPart[];
  playStoreUrl?: string;
  appStoreUrl?: string;
}

export function AppDownloadSection({
  title,
  description,
  playStoreUrl,
  appStoreUrl,
}: AppDownloadSectionProps) {
  if (!playStoreUrl && !appStoreUrl) return null;
  return (
    <section aria-labelledby="apps-title" className="border-t border-border bg-muted">
      <div className="container flex flex-col items-start gap-4 py-10 md:flex-row md:items-center md:justify-between">
        <div className="flex items-start gap-3">
          <Smartphone className="mt-1 size-6 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <h2 id="apps-title" className="text-xl font-bold">
              <MarkedText parts={title} />
            </h2>
            <p className="mt-1 text-muted-foreground">
              <MarkedText parts={description} />
            </p>
          </div>
        </div>
        <AppDownloadButtons playStoreUrl={playStoreUrl} appStoreUrl={appStoreUrl} />
      </div>
    </section>
  );
}
