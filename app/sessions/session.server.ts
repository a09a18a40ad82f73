import { createCookieSessionStorage, type Session } from "@remix-run/node";
import { z } from "zod";
import { getSessionSecrets, useSecureCookies } from "~/env.server";

/**
 * A sign-in or sign-up half done (foundations §4): the step it waits on and what that step needs
 * — the phone or email a code went to and when, the "Is it you?" account, the page to return
 * to. Kept here, not in hidden fields, so that no step can be skipped or aimed at another
 * account by editing a form; cleared when the customer is signed in or starts again.
 */
export interface AuthFlow {
  step: "otp" | "user-info" | "is-it-you" | "phone";
  /** sign-up ends on /interest with the welcome flag; sign-in goes back where it started. */
  origin: "sign-in" | "sign-up";
  login_type: "manual" | "otp" | "social";
  verification_type: "phone" | "email";
  phone?: string;
  email?: string;
  /** When the last code was sent (ms since epoch): the 60-second resend wait. */
  sentAt?: number;
  /** The code that opened "Is it you?", sent again with the answer (contract §6.1). */
  otp?: string;
  existUser?: { name: string; image: string | null };
  /** Same-site path to return to. */
  redirectTo: string;
  /**
   * A social sign-in's credential (features/auth/social), sent again by the phone step and
   * "Is it you?". Kept in this signed httpOnly cookie, never in a form or page.
   */
  social?: { medium: "google" | "facebook" | "apple"; token: string; unique_id?: string };
  /**
   * "firebase": Firebase phone auth (config firebase_otp_verification): the browser has Firebase
   * send the code, and the code goes to firebase-verify-token instead of verify-phone.
   */
  via?: "firebase";
  /** "Remember me" of a manual sign-in that needed a further step. */
  remember?: { identifier: string };
  /**
   * The user-info step's proof (the login answer's `verification_token`, when the backend sends
   * one): update-info completes only the account of whoever verified. Never shown in a page.
   */
  verificationToken?: string;
}

/**
 * A password reset under way (/forgot-password, features/password): whose account, and — once
 * verify-token accepted it — the code that reset-password needs again. Kept here rather than in
 * hidden fields so that no step can be skipped or aimed at another account by editing a form.
 */
export interface PasswordReset {
  method: "phone" | "email";
  /** The account's phone (with its plus) or email, as forgot-password was asked. */
  phone?: string;
  email?: string;
  /** When the last code was sent (ms since epoch): the 60-second resend wait, and staleness. */
  sentAt: number;
  /** The code verify-token accepted; absent until then. */
  resetToken?: string;
}

/**
 * A guest's contact details for checkout (foundations §2 guest contact-info form): kept in this
 * cookie only, never on the server (issue 13: guests cannot save addresses). The delivery point
 * itself is the location the guest picked (the prefs cookie).
 */
export interface GuestContact {
  name: string;
  phone: string;
  email: string;
  house?: string;
  floor?: string;
  road?: string;
}

/** Street number, house number and floor of a delivery point (the address form's details). */
export interface AddressDetails {
  house?: string;
  floor?: string;
  road?: string;
}

/**
 * A guest's "Save this Address" (issue 22 item 13): the point, its text and its details, kept in
 * this cookie only (a guest has no address book on the server) and offered on the next checkout.
 */
export interface GuestAddress extends AddressDetails {
  address: string;
  lat: number;
  lng: number;
}

/**
 * What the customer chose on /checkout so far (features/checkout): kept between the page's form
 * posts so that, without JavaScript, each post-redirect-get round trip loses nothing. Amounts are
 * never kept: the backend quotes them on every render.
 */
export interface CheckoutDraft {
  orderType?: "delivery" | "take_away";
  /** A saved address of the signed-in customer (checked against the list on every use). */
  addressId?: number;
  /** ISO date-time of a schedule slot; absent = now. */
  scheduleAt?: string;
  coupon?: string;
  tip?: number;
  note?: string;
  /** The checkout extras (issue 24 item 4): cutlery, extra packaging, the unavailable-item choice. */
  cutlery?: boolean;
  packaging?: boolean;
  unavailable?: "remove" | "call" | "replace";
  /** Delivery instructions for the delivery man (a delivery only). */
  instruction?: string;
  payment?: "cash_on_delivery" | "digital_payment" | "wallet" | "offline_payment";
  /** The digital gateway key (config active_payment_method_list) or the offline method id. */
  gateway?: string;
  offlineMethodId?: number;
  /** Partial payment chosen: the wallet pays what it holds, `payment` the rest (issue 24). */
  partial?: boolean;
  /** The submission key of this checkout: one order per key (features/checkout/submissions). */
  key?: string;
  /**
   * The details typed in "Insert delivery location" for the point they were typed at: this
   * order's only, unless saved; another point makes them stale (checked on every use).
   */
  details?: AddressDetails & { lat: number; lng: number };
  /**
   * An earlier Place Order of this checkout got no answer: the order may exist. The next one
   * looks for it first (features/checkout/order-lookup.server.ts).
   */
  unconfirmed?: PlaceAttempt;
}

/** What identifies the order an unanswered Place Order may have created. */
export interface PlaceAttempt {
  /** The customer's newest order id before the attempt (null: it could not be read). */
  before: number | null;
  storeId: number;
  /** The amount sent (the quote's): the backend's own may differ by rounding only. */
  amount: number;
  method: "cash_on_delivery" | "digital_payment" | "wallet" | "offline_payment";
  /** When it was made (ms since the epoch): an old attempt is not looked for any more. */
  at: number;
}

/**
 * The parcel form filled so far (/parcel-delivery-info, features/parcel): kept between its posts
 * and across the receiver's Pick Location round trip, so that without JavaScript nothing typed
 * is lost. Amounts are never kept: the backend quotes them on every render.
 */
export interface ParcelDraft {
  categoryId?: number;
  senderName?: string;
  senderPhone?: string;
  senderCountry?: string;
  /** A saved address of the signed-in customer; absent = the chosen location. */
  senderAddressId?: number;
  receiverName?: string;
  receiverPhone?: string;
  receiverCountry?: string;
  receiverAddress?: string;
  receiverLat?: number;
  receiverLng?: number;
  chargePayer?: "sender" | "receiver";
  payment?: "cash_on_delivery" | "digital_payment";
  /** The parcel instruction chosen for the courier (parcel-instructions, issue 24 item 4). */
  instruction?: string;
  /** The submission key: one order per key (features/checkout/submissions.server.ts). */
  key?: string;
}

/**
 * The httpOnly session cookie: the bearer token and the guest id. Browser JavaScript never sees
 * the token (docs/decisions/001-cookie-state.md).
 */
interface SessionData {
  token: string;
  guestId: string;
  /** "Remember me": the identifier pre-filled on the next sign-in. Never the password. */
  rememberedIdentifier: string;
  /** "Remember me" was ticked: every rewrite of this cookie keeps it for 30 days. */
  remember: true;
  /** A sign-in or sign-up waiting on its next step (OTP, user info, "Is it you?"). */
  authFlow: AuthFlow;
  /** A password reset waiting on its code or its new password (/forgot-password). */
  passwordReset: PasswordReset;
  /** Set by sign-up until the customer closes the welcome modal (features/home-extras). */
  welcome: true;
  /**
   * The category ids saved on /interest, and a digest of the token that saved them: the API
   * never returns a customer's interests, so this is how the page shows them ticked again
   * (features/interest/interest.server.ts).
   */
  interests: { owner: string; ids: number[] };
  /** A guest's checkout contact details (never sent to the server until an order is placed). */
  guestContact: GuestContact;
  /** A guest's saved delivery address (features/checkout/delivery-details.server.ts). */
  guestAddress: GuestAddress;
  /** The checkout choices of this visitor so far (cleared once an order is placed). */
  checkout: CheckoutDraft;
  /** The parcel form filled so far (cleared once the parcel order is placed). */
  parcelDraft: ParcelDraft;
}

export const REMEMBER_ME_SECONDS = 60 * 60 * 24 * 30;

let storage: ReturnType<typeof createStorage> | undefined;
function createStorage() {
  return createCookieSessionStorage<SessionData>({
    cookie: {
      name: "__session",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: useSecureCookies(),
      secrets: getSessionSecrets(),
    },
  });
}
const sessionStorage = () => (storage ??= createStorage());

export type AppSession = Session<SessionData>;

const tokenSchema = z
  .string()
  .min(8)
  .max(4096)
  .regex(/^[\w.~+/=-]+$/);
const guestIdSchema = z.string().regex(/^\d{1,18}$/);

/** Reads the session; tampered, unsigned or malformed cookies are treated as absent. */
export async function getSession(request: Request): Promise<AppSession> {
  try {
    const session = await sessionStorage().getSession(request.headers.get("Cookie"));
    // A signed cookie from an older shape (or a bug) must not leak odd values into API headers.
    if (session.has("token") && !tokenSchema.safeParse(session.get("token")).success)
      session.unset("token");
    if (session.has("guestId") && !guestIdSchema.safeParse(session.get("guestId")).success)
      session.unset("guestId");
    return session;
  } catch {
    return sessionStorage().getSession(null);
  }
}

/**
 * The Set-Cookie value for the session. A remembered session stays remembered whoever rewrites
 * it (a cart action making a guest id, sign-out keeping the identifier): without the flag the
 * rewrite would turn it into a cookie that ends with the browser.
 */
export function commitSession(session: AppSession, options: { remember?: boolean } = {}) {
  const remember = options.remember ?? session.get("remember") === true;
  return sessionStorage().commitSession(
    session,
    remember ? { maxAge: REMEMBER_ME_SECONDS } : undefined,
  );
}

export function destroySession(session: AppSession) {
  return sessionStorage().destroySession(session);
}
