import { Link, isRouteErrorResponse } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "~/i18n/use-localized-path";

export type ErrorKind = "not-found" | "bad-request" | "unavailable" | "generic";

/**
 * The not-found placeholder, the refused-request page (a 4xx such as 400/405/413/415), the
 * marketplace-unreachable page (503: the API did not answer, or answered garbage — never shown
 * as "not found" or "empty", issue 28 item 14) and the generic error, inside the page frame,
 * each with a way back. Only our own text is shown: never the error's message or data.
 */
export function ErrorView({ kind }: { kind: ErrorKind }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const notFound = kind === "not-found";
  const badRequest = kind === "bad-request";
  const unavailable = kind === "unavailable";
  return (
    <section
      className="container flex flex-col items-center gap-4 py-20 text-center"
      aria-labelledby="error-title"
    >
      <p aria-hidden="true" className="text-6xl font-bold text-muted-foreground">
        {notFound ? "404" : "!"}
      </p>
      <h1 id="error-title" className="text-2xl font-semibold">
        {notFound
          ? t("errors.notFoundTitle")
          : badRequest
            ? t("errors.badRequestTitle")
            : unavailable
              ? t("errors.unavailableTitle")
              : t("errors.genericTitle")}
      </h1>
      <p className="max-w-md text-muted-foreground">
        {notFound
          ? t("errors.notFoundBody")
          : badRequest
            ? t("errors.badRequestBody")
            : unavailable
              ? t("errors.unavailableBody")
              : t("errors.genericBody")}
      </p>
      <div className="flex gap-3">
        <Link
          to={localize("/home")}
          className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        >
          {t("errors.backHome")}
        </Link>
        {notFound || badRequest ? null : (
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

/** Which view an error caught by a boundary gets: 404, another 4xx, 503, or anything else. */
export function errorKindOf(error: unknown): ErrorKind {
  if (!isRouteErrorResponse(error)) return "generic";
  if (error.status === 404) return "not-found";
  if (error.status === 503) return "unavailable";
  return error.status >= 400 && error.status < 500 ? "bad-request" : "generic";
}
