import { z } from "zod";
import { id, lenientArray, text } from "./primitives";

/** POST auth/vendor/register (api-contract §2.2, §7.8): `{store_id, type, message}`. */
export const storeApplicationSchema = z
  .object({ store_id: id.nullish(), type: text.optional(), message: text.optional() })
  .passthrough();

/** POST auth/delivery-man/store: `{message}`. */
export const deliveryManApplicationSchema = z.object({ message: text.optional() }).passthrough();

/** GET get-vehicles: the delivery vehicles a delivery man may register with. */
export const vehicleListSchema = lenientArray(z.object({ id, type: z.string() }));
export type Vehicle = z.output<typeof vehicleListSchema>[number];
