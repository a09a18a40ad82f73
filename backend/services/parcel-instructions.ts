import type { Locale } from "../http/request";

/**
 * The demo operator's parcel delivery instructions (contract §2.1
 * `customer/order/parcel-instructions`; 6amMart's ParcelDeliveryInstruction rows: id,
 * instruction, status, timestamps). Fixed rather than seeded: nothing writes them, and the
 * customer's choice is stored on the order as text (`delivery_instruction`), not by id.
 */
const INSTRUCTIONS: ReadonlyArray<{ id: number; en: string; ar: string }> = [
  { id: 1, en: "Handle with care, the parcel is fragile", ar: "تعامل بحذر، الطرد قابل للكسر" },
  { id: 2, en: "Keep the parcel upright", ar: "أبقِ الطرد في وضع عمودي" },
  { id: 3, en: "Call the receiver before arriving", ar: "اتصل بالمستلم قبل الوصول" },
  { id: 4, en: "Leave the parcel at the reception", ar: "اترك الطرد في الاستقبال" },
  { id: 5, en: "Do not leave the parcel unattended", ar: "لا تترك الطرد دون مراقبة" },
];

/** Created when the demo marketplace opened (fixed: these rows never change). */
const CREATED_AT = "2024-01-01T00:00:00.000000Z";

export function parcelInstructions(locale: Locale) {
  return INSTRUCTIONS.map((row) => ({
    id: row.id,
    instruction: locale === "ar" ? row.ar : row.en,
    status: 1,
    created_at: CREATED_AT,
    updated_at: CREATED_AT,
  }));
}
