import { useFetcher } from "@remix-run/react";
import * as React from "react";

/**
 * The form that closes the review prompt and the welcome modal. Without JavaScript it is a plain
 * POST whose action redirects back, and the page comes back without the modal. With JavaScript
 * it goes through a fetcher and the modal hides at once (optimistic), whatever the answer: a
 * failure comes back as a toast, and the modal returns on a later page view.
 *
 * `hidden` stays true while this component is mounted, also after the fetcher is idle again and
 * even if the loader's data still holds the prompt (a route that skips revalidation).
 */
export function useDismissForm(key: string) {
  const fetcher = useFetcher({ key });
  const form = React.useRef<HTMLFormElement>(null);
  const [dismissed, setDismissed] = React.useState(false);
  const hidden = dismissed || fetcher.state !== "idle";

  const onSubmit = () => setDismissed(true);
  /** Escape or a backdrop click: the same POST as the close buttons. */
  const dismiss = () => {
    if (dismissed || !form.current) return;
    setDismissed(true);
    fetcher.submit(form.current);
  };
  return { Form: fetcher.Form, form, hidden, onSubmit, dismiss };
}
