import { z } from "zod";
import type { Transport } from "./http.server";
import { addressAnswerSchema, addressListSchema } from "./schemas/address";
import { customerSchema, guestSchema, interestAnswerSchema } from "./schemas/customer";
import {
  addFundAnswerSchema,
  ledgerPageSchema,
  messageAnswerSchema,
  profileUpdateAnswerSchema,
  removedSchema,
  walletBonusListSchema,
} from "./schemas/customer-account";
import { couponListSchema } from "./schemas/home-content";

/** The body of address add / update (contract §7.5); the backend ignores what it does not keep. */
export interface AddressBody {
  address_type: string;
  address_label?: string;
  contact_person_name: string;
  contact_person_number: string;
  address: string;
  latitude: number;
  longitude: number;
  house?: string;
  floor?: string;
  road?: string;
  additional_information?: string;
}

/** The fields of update-profile (contract §7.4); `image` makes the call multipart. */
export interface ProfileBody {
  name: string;
  email: string;
  phone: string;
  password?: string;
  /**
   * The password a new `password` replaces: the reference backend requires it (issue 28 item 7),
   * a stock 6amMart ignores it.
   */
  current_password?: string;
  image?: File;
  button_type?: "phone" | "email" | "change_password";
  otp?: string;
  verification_on?: "phone" | "email";
  verification_medium?: string;
  /** Firebase's verificationId when `verification_medium` is "firebase" (contract §7.4). */
  session_info?: string;
}

/** The wallet's `type` filter (contract §2.3). */
export type WalletTxType = "order" | "loyalty_point" | "add_fund" | "referrer" | "CashBack";

/** One page of a ledger: 10 rows, pages counted from 1 like the contract's `offset`. */
export const LEDGER_PAGE_SIZE = 10;

/**
 * Always multipart, like the original client: the photo goes as a file part, and the text
 * fields as parts beside it (the backend reads both the same way).
 */
function profileForm(body: ProfileBody): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === "") continue;
    if (value instanceof File) form.set(key, value, value.name || "photo");
    else form.set(key, String(value));
  }
  return form;
}

/** More than anyone saves; the list is one page (contract §2.3 pages by 10 otherwise). */
const ADDRESS_PAGE = 100;

export function customerApi(t: Transport) {
  return {
    /** POST /auth/guest/request → a new guest id. */
    requestGuestId: () =>
      t.call("auth/guest/request", { method: "POST", body: {}, schema: guestSchema }),
    info: () => t.call("customer/info", { schema: customerSchema }),
    /**
     * POST /customer/update-interest: the categories chosen on /interest. Sent with the moduleId
     * header of the module whose categories were shown (the reference backend replaces that
     * module's interests; upstream adds them and records the module).
     */
    updateInterest: (ids: number[]) =>
      t.call("customer/update-interest", {
        method: "POST",
        body: { interest: ids },
        schema: interestAnswerSchema,
      }),
    /**
     * customer/address/* (contract §2.3, §7.5): the signed-in customer's saved addresses. The
     * backend scopes every call to the token's owner (another customer's id answers 404).
     */
    addresses: {
      list: () =>
        t.call("customer/address/list", {
          query: { limit: ADDRESS_PAGE, offset: 1 },
          schema: addressListSchema,
        }),
      add: (body: AddressBody) =>
        t.call("customer/address/add", { method: "POST", body, schema: addressAnswerSchema }),
      /** PUT with the id appended to the path (foundations §7). */
      update: (id: number, body: AddressBody) =>
        t.call(`customer/address/update/${id}`, {
          method: "PUT",
          body,
          schema: addressAnswerSchema,
        }),
      remove: (id: number) =>
        t.call("customer/address/delete", {
          method: "DELETE",
          query: { address_id: id },
          schema: addressAnswerSchema,
        }),
    },
    /** POST customer/update-profile: saved (`{message}`), or the OTP prompt (otp_send). */
    updateProfile: (body: ProfileBody) =>
      t.call("customer/update-profile", {
        method: "POST",
        body: profileForm(body),
        schema: profileUpdateAnswerSchema,
      }),
    /** DELETE customer/remove-account: `[]`; 203 `on-going` while orders run (a soft error). */
    removeAccount: () =>
      t.call("customer/remove-account", { method: "DELETE", schema: removedSchema }),
    /** The customer's own coupons (GET coupon/list, zone and module headers). */
    coupons: () => t.call("coupon/list", { schema: couponListSchema }),
    wallet: {
      transactions: (page: number, type?: WalletTxType) =>
        t.call("customer/wallet/transactions", {
          query: { limit: LEDGER_PAGE_SIZE, offset: page, ...(type ? { type } : {}) },
          schema: ledgerPageSchema,
        }),
      bonuses: () => t.call("customer/wallet/bonuses", { schema: walletBonusListSchema }),
      /** POST add-fund → the gateway page to send the browser to (`redirect_link`). */
      addFund: (body: { amount: number; payment_method: string; callback: string }) =>
        t.call("customer/wallet/add-fund", {
          method: "POST",
          body: { ...body, payment_platform: "web" },
          schema: addFundAnswerSchema,
        }),
    },
    loyalty: {
      transactions: (page: number) =>
        t.call("customer/loyalty-point/transactions", {
          query: { limit: LEDGER_PAGE_SIZE, offset: page },
          schema: ledgerPageSchema,
        }),
      /** POST point-transfer: `{message}`; 403 `point` when too few. */
      transfer: (point: number) =>
        t.call("customer/loyalty-point/point-transfer", {
          method: "POST",
          body: { point },
          schema: messageAnswerSchema,
        }),
    },
    /**
     * POST /auth/logout: revokes the bearer token at the API, so a copy of it stops working.
     * The reference backend has it; a real 6amMart backend has no such route and answers 404 —
     * callers must treat any failure as "nothing more to revoke". Short timeout: signing out
     * must not hang on a slow API.
     */
    logout: () =>
      t.call("auth/logout", { method: "POST", body: {}, schema: z.unknown(), timeoutMs: 3000 }),
  };
}
