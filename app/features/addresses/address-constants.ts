/*
 * The address book's plain constants, apart from address-schema.ts so that the page's
 * components do not pull zod into the first load.
 */
export const ADDRESS_TYPES = ["home", "office", "other"] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** `?dialog=` of /addresses for Delete (URL state; see components/confirm-dialog.tsx). */
export const ADDRESS_DELETE_DIALOG = "address-delete";
export const ADDRESS_INTENTS = { delete: "delete" } as const;
