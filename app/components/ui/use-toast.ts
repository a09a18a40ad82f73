import { useSyncExternalStore } from "react";

/*
 * The browser-side toast queue: `toast({ title })` from any event handler, rendered by
 * <Toaster>. Server toasts (flash cookie) arrive as Toaster props instead; the Toaster adopts
 * them here after hydration so a loader revalidation cannot pull them away mid-read.
 *
 * Module state, so only ever written from browser events and effects. Even if something called
 * toast() during SSR, the server snapshot is always empty, so it could not leak into a page.
 */

export type ToastVariant = "default" | "success" | "destructive";

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it dismisses itself (paused while hovered or focused). */
  duration?: number;
  /** A link under the text (a push message's "Open chat"). */
  action?: { label: string; href: string };
}

export interface ToastRecord extends ToastOptions {
  /** Stable id: becomes the element id and the React key. Letters, digits, "-" and "_". */
  id: string;
}

export const TOAST_DURATION_MS = 5000;
/**
 * A toast with a link to act on stays twice as long: reading it and reaching the link takes
 * longer than reading a confirmation (WCAG 2.2.1 "timing adjustable"; hover and focus pause it).
 */
export const ACTION_TOAST_DURATION_MS = 10_000;
const MAX_VISIBLE = 5;

type ToastState = { toasts: readonly ToastRecord[]; dismissed: ReadonlySet<string> };

const EMPTY: ToastState = { toasts: [], dismissed: new Set() };
let state: ToastState = EMPTY;
const listeners = new Set<() => void>();
let counter = 0;
const createdInBrowser = new Set<string>();
/**
 * Which arrival each toast came with: one toast() call, or the flash toasts of one response
 * (adopted together). newestToast shows the newest arrival, in the order it was told.
 */
const arrivalOf = new Map<string, number>();
let arrivals = 0;

function setState(next: ToastState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Shows a toast from a browser event; returns its id (for dismissToast). */
export function toast(options: ToastOptions): string {
  counter += 1;
  const id = `client-${counter}`;
  createdInBrowser.add(id);
  arrivalOf.set(id, ++arrivals);
  setState({ ...state, toasts: [...state.toasts, { ...options, id }].slice(-MAX_VISIBLE) });
  return id;
}

export function dismissToast(id: string): void {
  const dismissed = new Set(state.dismissed).add(id);
  setState({ toasts: state.toasts.filter((t) => t.id !== id), dismissed });
}

/** Toasts made by toast() animate in; server-rendered ones were already on screen. */
export function isBrowserToast(id: string): boolean {
  return createdInBrowser.has(id);
}

/** Takes over server-rendered toasts the queue has not seen (or dismissed) yet. */
export function adoptToasts(incoming: readonly ToastRecord[]): void {
  const known = new Set(state.toasts.map((t) => t.id));
  const fresh = incoming.filter((t) => !known.has(t.id) && !state.dismissed.has(t.id));
  if (fresh.length === 0) return;
  arrivals += 1;
  for (const t of fresh) arrivalOf.set(t.id, arrivals);
  setState({ ...state, toasts: [...state.toasts, ...fresh].slice(-MAX_VISIBLE) });
}

/**
 * The one toast on screen (issue 22 item 18: a stack of two or three covered the page): the
 * newest arrival. Server toasts the queue has not adopted yet arrived with this very render —
 * the page just landed on, its flash cookie — so they are newer than anything queued: putting
 * them behind the queue hid a new page's "Sign in successfully." behind the last page's toast.
 * Toasts that arrive together are one story told in order, so its first line shows first:
 * signing in on the way to a page that needs a zone flashes "Sign in successfully." then
 * "You must pick a zone…", and showing the last would hide the sign-in. With JavaScript the
 * rest follows, each once the one before is gone; without it the first is what the page says.
 */
export function newestToast(
  server: readonly ToastRecord[],
  queue: ToastState,
): ToastRecord | undefined {
  const queued = new Set(queue.toasts.map((t) => t.id));
  const arriving = server.filter((t) => !queued.has(t.id) && !queue.dismissed.has(t.id));
  if (arriving.length > 0) return arriving[0];
  const latest = arrivalOf.get(queue.toasts.at(-1)?.id ?? "");
  return queue.toasts.find((t) => arrivalOf.get(t.id) === latest) ?? queue.toasts.at(-1);
}

/** How many arrivals so far: a mark to tell toasts that came before a moment from later ones. */
export function arrivalMark(): number {
  return arrivals;
}

/**
 * Another page: what was said about the last one is over. Dismisses every queued toast but
 * the ones the new page brought (its flash cookie, `landing`), which stay to be read, and the
 * ones that arrived after `departedAt` (an arrivalMark taken when the navigation began): a push
 * message landing while the next page loads is news for that page, not the last one's.
 */
export function leavePage(
  landing: readonly ToastRecord[],
  departedAt: number = Number.POSITIVE_INFINITY,
): void {
  const keep = new Set(landing.map((t) => t.id));
  const stale = state.toasts.filter(
    (t) => !keep.has(t.id) && (arrivalOf.get(t.id) ?? 0) <= departedAt,
  );
  if (stale.length === 0) return;
  const dismissed = new Set(state.dismissed);
  for (const t of stale) dismissed.add(t.id);
  setState({ toasts: state.toasts.filter((t) => !dismissed.has(t.id)), dismissed });
}

/** The queue as the browser currently sees it. */
export function getToastQueue(): ToastState {
  return state;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useToastQueue(): ToastState {
  return useSyncExternalStore(subscribe, getToastQueue, () => EMPTY);
}
