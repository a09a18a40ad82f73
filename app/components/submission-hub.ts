/** A form, a button (its form's fields and its own name/value) or the fields themselves. */
export type SubmitTarget = HTMLFormElement | HTMLButtonElement | FormData;

/** The part of Remix's useSubmit the hub uses (fetcher submissions: `navigate: false`). */
export type Submit = (
  target: SubmitTarget,
  options: {
    navigate: false;
    fetcherKey: string;
    method?: "post";
    action?: string;
    preventScrollReset?: boolean;
  },
) => void;

type Done = (data: unknown) => void;

/**
 * The page's fetcher submissions by key (components/keyed-fetchers.tsx): what is in flight, who
 * wants the answer, and a subscription for the controls that show it. Plain state, no React:
 * the rules (one submission per key at a time, keys independent of each other) are tested on
 * their own (tests/unit/submission-hub.test.ts).
 */
export class SubmissionHub {
  /** useSubmit of the page, set by the provider on every render. */
  send: Submit | null = null;
  private inFlight = new Map<string, { formData: FormData; done?: Done }>();
  private listeners = new Set<() => void>();
  private keys: string[] = [];

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Stable between changes (a useSyncExternalStore snapshot). */
  watchedKeys = () => this.keys;

  pending = (key: string): FormData | undefined => this.inFlight.get(key)?.formData;

  /**
   * Sends `target` as the fetcher `key`, unless a submission of that key is still in flight
   * (a double click must not add twice, or add and at once remove again): false then.
   * `done` gets the action's data once the fetcher is idle again (after the revalidation).
   */
  submit(
    key: string,
    target: SubmitTarget,
    options: { action?: string; preventScrollReset?: boolean } = {},
    done?: Done,
  ): boolean {
    if (!this.send || this.inFlight.has(key)) return false;
    const formData = target instanceof FormData ? target : new FormData();
    this.inFlight.set(key, { formData, done });
    this.changed();
    try {
      this.send(target, { ...options, method: "post", navigate: false, fetcherKey: key });
    } catch (error) {
      this.finish(key, undefined);
      throw error;
    }
    return true;
  }

  /** The fetcher of `key` is idle again with the action's `data`. */
  finish(key: string, data: unknown) {
    const entry = this.inFlight.get(key);
    if (!entry) return;
    this.inFlight.delete(key);
    this.changed();
    entry.done?.(data);
  }

  private changed() {
    this.keys = [...this.inFlight.keys()];
    for (const listener of [...this.listeners]) listener();
  }
}
