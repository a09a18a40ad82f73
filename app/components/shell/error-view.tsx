import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "~/i18n/use-localized-path";

/**
 * The not-found placeholder and the generic error, inside the page frame, each with a way back.
 */
export function ErrorView({ kind }: { kind: "not-found" | "generic" }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const notFound = kind === "not-found";
  return (
    <section
      className="container flex flex-col items-center gap-4 py-20 text-center"
      aria-labelledby="error-title"
    >
      <p aria-hidden="true" className="text-6xl font-bold text-muted-foreground">
        {notFound ? "404" : "!"}
      </p>
      <h1 id="error-title" className="text-2xl font-semibold">
        {notFound ? t("errors.notFoundTitle") : t("errors.genericTitle")}
      </h1>
      <p className="max-w-md text-muted-foreground">
        {notFound ? t("errors.notFoundBody") : t("errors.genericBody")}
      </p>
      <div className="flex gap-3">
        <Link
          to={localize("/home")}
          className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        >
          {t("errors.backHome")}
        </Link>
        {notFound ? null : (
          <a
            href=""
            className="inline-flex h-10 items-center rounded-md border border-input px-4 text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            {t("errors.tryAgain")}
          </a>
        )}
      </div>
    </section>
  );
}
