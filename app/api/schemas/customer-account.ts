import { z } from "zod";
import { flag, id, lenientArray, maybeText, num, numOr, text } from "./primitives";

/**
 * The account pages' answers (contract §2.3, §5.12): update-profile's verification prompt,
 * the wallet and loyalty ledgers, the wallet bonuses.
 */

/** POST customer/update-profile: `{message}` when saved, or the OTP prompt (§7.4). */
export const profileUpdateAnswerSchema = z
  .object({
    message: text.optional(),
    verification_on: z.enum(["phone", "email"]).optional().catch(undefined),
    verification_medium: maybeText.optional(),
    otp_send: flag.optional(),
  })
  .passthrough();
export type ProfileUpdateAnswer = z.output<typeof profileUpdateAnswerSchema>;

const ledgerRowSchema = z
  .object({
    id,
    transaction_id: text.optional(),
    credit: numOr(0),
    debit: numOr(0),
    admin_bonus: numOr(0).optional(),
    balance: numOr(0),
    transaction_type: text,
    reference: maybeText.optional(),
    created_at: maybeText.optional(),
  })
  .passthrough();
export type LedgerRow = z.output<typeof ledgerRowSchema>;

/** `{total_size, limit, offset, data}` of wallet/transactions and loyalty-point/transactions. */
export const ledgerPageSchema = z.object({
  total_size: numOr(0),
  limit: numOr(10),
  offset: numOr(1),
  data: lenientArray(ledgerRowSchema),
});
export type LedgerPage = z.output<typeof ledgerPageSchema>;

export const walletBonusSchema = z
  .object({
    id,
    title: text,
    description: maybeText.optional(),
    bonus_type: text,
    bonus_amount: num,
    minimum_add_amount: numOr(0),
    maximum_bonus_amount: numOr(0),
    end_date: maybeText.optional(),
  })
  .passthrough();
export type WalletBonus = z.output<typeof walletBonusSchema>;
export const walletBonusListSchema = lenientArray(walletBonusSchema);

export const messageAnswerSchema = z.object({ message: text.optional() }).passthrough();

/** remove-account answers `[]`; anything else that is not an error is fine too. */
export const removedSchema = z.unknown();

/** POST customer/wallet/add-fund → the payment page's address. */
export const addFundAnswerSchema = z.object({ redirect_link: z.string().url() });
