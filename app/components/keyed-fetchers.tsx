import { useFetcher, useSubmit, type SubmitOptions } from "@remix-run/react";
import * as React from "react";
import { SubmissionHub, type Submit, type SubmitTarget } from "./submission-hub";

const HubContext = React.createContext<SubmissionHub | null>(null);

/**
 * Fetchers for controls drawn dozens of times per page — a grocery home's ~60 quick-add
 * buttons and ~80 wishlist hearts (issue 27). A `useFetcher` per control registered each one
 * with the router, rendered it twice on the server (its id is set during the first render) and
 * re-rendered every control on every fetcher change. Here a control submits through the page's
 * one `useSubmit` under its own fetcher key, and only while its submission is in flight is a
 * `useFetcher` mounted for that key (`Watcher`): it tells the control when the answer is in.
 * A control reads its own key's state alone (usePendingSubmission), so only it re-renders.
 *
 * Without the provider (a card rendered alone) controls are not enhanced: their forms post.
 * The provider wraps the page; `FetcherWatchers` goes inside it, after the page's content.
 */
export function KeyedFetchers({ children }: { children: React.ReactNode }) {
  const submit = useSubmit();
  const [hub] = React.useState(() => new SubmissionHub());
  hub.send = submit as Submit;
  return <HubContext.Provider value={hub}>{children}</HubContext.Provider>;
}

/**
 * The fetchers of the submissions in flight. Its own element in the frame's list, not a sibling
 * the provider adds to its children: that would move every useId of the page (React numbers
 * them by the tree's forks) and change the server's HTML for nothing.
 */
export function FetcherWatchers() {
  const hub = React.useContext(HubContext);
  const keys = React.useSyncExternalStore(
    hub?.subscribe ?? noSubscription,
    hub?.watchedKeys ?? noKeys,
    noKeys,
  );
  if (!hub) return null;
  return (
    <>
      {keys.map((key) => (
        <Watcher key={key} hub={hub} fetcherKey={key} />
      ))}
    </>
  );
}

const NO_KEYS: string[] = [];
const noKeys = () => NO_KEYS;

/** The fetcher of one submission in flight: its answer goes to whoever submitted. */
function Watcher({ hub, fetcherKey }: { hub: SubmissionHub; fetcherKey: string }) {
  const fetcher = useFetcher({ key: fetcherKey });
  const started = React.useRef(false);
  React.useEffect(() => {
    if (fetcher.state !== "idle") started.current = true;
    // Idle before it ever ran: the router has not taken it up yet (or it was never valid).
    else if (started.current) hub.finish(fetcherKey, fetcher.data);
  }, [hub, fetcherKey, fetcher.state, fetcher.data]);
  return null;
}

/** The page's submission hub, or null outside KeyedFetchers. */
export function useSubmissionHub(): SubmissionHub | null {
  return React.useContext(HubContext);
}

/**
 * What is in flight under `key`: the submitted form data (an empty FormData when the submission
 * was a button), or undefined while nothing is.
 */
export function usePendingSubmission(key: string): FormData | undefined {
  const hub = React.useContext(HubContext);
  return React.useSyncExternalStore(
    hub?.subscribe ?? noSubscription,
    () => hub?.pending(key),
    noPending,
  );
}

const noSubscription = () => () => {};
const noPending = () => undefined;

export type { SubmitOptions, SubmitTarget };
