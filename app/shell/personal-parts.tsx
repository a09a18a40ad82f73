import * as React from "react";
import { useFetcher, useMatches } from "@remix-run/react";
import { HOME_PERSONAL_FETCHER, type HomePersonal } from "~/features/home/home-personal";

const PersonalParts = React.createContext<HomePersonal | null>(null);

/** The leaf page's personal-parts URL, when it is a shared page that has one (ADR 033). */
function usePersonalHref(): string | null {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const data = leaf?.data as { shared?: { personal?: unknown } } | null | undefined;
  return typeof data?.shared?.personal === "string" ? data.shared.personal : null;
}

/**
 * On a shared page (the located home, ADR 033) the HTML and the root loader's data are a
 * guest's; once the browser runs, this fetches the visitor's own parts (/home/personal) and
 * useShell() lays them over the guest's, so the header counts, the steppers and the hearts
 * switch over. A fetcher rather than a fetch: Remix loads it again after every action (an add
 * to cart), like the root loader on a private page. Only while a shared page shows: anywhere
 * else the root loader's own data is the visitor's already.
 */
export function PersonalPartsProvider({ children }: { children: React.ReactNode }) {
  const href = usePersonalHref();
  const fetcher = useFetcher<HomePersonal>({ key: HOME_PERSONAL_FETCHER });
  const load = React.useRef(fetcher.load);
  load.current = fetcher.load;
  React.useEffect(() => {
    if (href) void load.current(href);
  }, [href]);
  const value = href && fetcher.data ? fetcher.data : null;
  // The server drew the shared page in the default theme: the visitor's own choice, once known
  // (<html> is the root layout's, outside this provider; React leaves a class it did not set).
  const theme = value?.theme;
  React.useEffect(() => {
    if (!theme) return;
    const html = document.documentElement.classList;
    html.remove(theme === "dark" ? "light" : "dark");
    html.add(theme);
  }, [theme]);
  return <PersonalParts.Provider value={value}>{children}</PersonalParts.Provider>;
}

export const usePersonalParts = () => React.useContext(PersonalParts);
