import { z } from "zod";
import type { Transport } from "./http.server";
import { addressAnswerSchema, addressListSchema } from "./schemas/address";
import { customerSchema, guestSchema, interestAnswerSchema } from "./schemas/customer";

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
