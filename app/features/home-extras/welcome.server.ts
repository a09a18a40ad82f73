import type { Customer } from "~/api/schemas/customer";
import { formatPrice, type MoneyFormat } from "~/features/catalogue/money";
import type { AppSession } from "~/sessions/session.server";

/*
 * The welcome modal's flag (browsing §4): set in the cookie session by sign-up, read by the
 * root loader, cleared when the customer closes the modal (POST /welcome) or signs out. It is a
 * session value, not a query parameter, so a shared or bookmarked URL never greets anyone.
 */

/** For sign-up (issue 12): call with the new customer's session before committing it. */
export function flagWelcome(session: AppSession): void {
  session.set("welcome", true);
}

/** True while a customer who signed up has not closed the welcome modal. */
export function readWelcome(session: AppSession): boolean {
  // Only our own literal `true`: anything else a (signed) cookie of an older shape holds is no.
  return (session.get("welcome") as unknown) === true;
}

/** For POST /welcome (and sign-out, so the next account on this browser is not greeted). */
export function clearWelcome(session: AppSession): void {
  session.unset("welcome");
}

/** What the welcome modal shows (the root loader's `welcome`). */
export interface WelcomeView {
  /** The first-order discount (is_valid_for_discount), or null. */
  discount: {
    /** Formatted: "10%" or "$5.00". */
    amount: string;
    /** The profile's `validity` as the backend sends it ("30 day"); translated when it parses. */
    validity: string;
  } | null;
}

/**
 * The welcome modal's props for the home loader, or null when there is nothing to show: no
 * flag, or no profile (signed out, or GET /customer/info failed — the flag stays and the modal
 * shows on a later page view). With is_valid_for_discount the first-order discount: '10%' for a
 * percentage, the amount in the config's currency and decimals otherwise.
 */
export function welcomeView(
  session: AppSession,
  profile: Customer | null | undefined,
  money: MoneyFormat,
): WelcomeView | null {
  if (!profile || !session.has("token") || !readWelcome(session)) return null;
  return { discount: firstOrderDiscount(profile, money) };
}

function firstOrderDiscount(profile: Customer, money: MoneyFormat): WelcomeView["discount"] {
  const amount = profile.discount_amount ?? 0;
  if (!profile.is_valid_for_discount || !(amount > 0)) return null;
  const percent = /^percent/i.test(profile.discount_amount_type ?? "");
  return {
    amount: percent ? `${trimNumber(amount)}%` : formatPrice(amount, money),
    validity: profile.validity ?? "",
  };
}

/** 10 → "10", 12.5 → "12.5": a percentage needs no currency decimals. */
const trimNumber = (value: number) => String(Math.round(value * 100) / 100);
