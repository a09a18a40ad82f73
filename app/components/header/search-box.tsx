import { Form, useLocation } from "@remix-run/react";
import { Search } from "lucide-react";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { stripLangPrefix } from "~/i18n/config";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { cn } from "~/lib/cn";

/**
 * The header search (browsing spec §2, §5): a GET form to /home?search=…&data_type=searched,
 * so results are a shareable URL with or without JavaScript. An empty or blank term is not
 * submitted (`required` + a pattern that needs one non-space character); /home ignores an empty
 * `search` anyway. Suggestions and history come with the browsing issue.
 */
export function SearchBox({
  placeholder,
  className,
}: {
  placeholder: "food" | "other";
  className?: string;
}) {
  const { t } = useTranslation("chrome");
  const location = useLocation();
  const localize = useLocalizedPath();
  const id = React.useId();
  const params = new URLSearchParams(location.search);
  const onSearchPage =
    stripLangPrefix(location.pathname) === "/home" && params.get("data_type") === "searched";
  const current = onSearchPage ? (params.get("search") ?? "") : "";
  const label = t(placeholder === "food" ? "search.placeholderFood" : "search.placeholderOther");
  return (
    <Form
      method="get"
      action={localize("/home")}
      role="search"
      className={cn("flex items-center gap-1", className)}
    >
      <label htmlFor={id} className="sr-only">
        {t("search.label")}
      </label>
      <Input
        // A new search page means a new default value: remount instead of keeping stale text.
        key={current}
        id={id}
        type="search"
        name="search"
        defaultValue={current}
        placeholder={label}
        required
        pattern=".*\S.*"
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        className="h-10"
      />
      <input type="hidden" name="data_type" value="searched" />
      <Button
        type="submit"
        size="icon"
        className="size-10 shrink-0"
        aria-label={t("search.submit")}
      >
        <Search aria-hidden="true" />
      </Button>
    </Form>
  );
}
