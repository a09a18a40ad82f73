import { z } from "zod";
import { flag, id, lenientArray, num, numOr, text, zoneIdList } from "./primitives";

/** Place predictions: Google Places (New) `suggestions[]`, or the legacy `predictions[]`. */
export const autocompleteSchema = z
  .object({
    suggestions: lenientArray(
      z.object({
        placePrediction: z.object({
          placeId: z.string(),
          text: z.object({ text: z.string() }),
          structuredFormat: z
            .object({
              mainText: z.object({ text: z.string() }),
              secondaryText: z.object({ text: z.string() }).optional(),
            })
            .optional(),
        }),
      }),
    ).optional(),
    predictions: lenientArray(
      z.object({ place_id: z.string(), description: z.string() }),
    ).optional(),
    // The backend passes Google's answer through raw, errors included, with HTTP 200.
    error: z.unknown().optional(),
    status: z.unknown().optional(),
  })
  .transform((body, ctx) => {
    // A maps provider error (no or invalid key, quota, API disabled) is not "no places found":
    // `{error: {code, message, status}}` (Places API New) or a legacy `status` other than
    // OK / ZERO_RESULTS. An empty `{}` is the New API's real "nothing found".
    const legacyStatus = typeof body.status === "string" ? body.status : null;
    if (
      (body.error !== undefined && body.error !== null) ||
      (legacyStatus !== null && legacyStatus !== "OK" && legacyStatus !== "ZERO_RESULTS")
    ) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "maps provider error" });
      return z.NEVER;
    }
    const fromNew = (body.suggestions ?? []).map(({ placePrediction: p }) => ({
      placeId: p.placeId,
      description: p.text.text,
      mainText: p.structuredFormat?.mainText.text ?? p.text.text,
      secondaryText: p.structuredFormat?.secondaryText?.text ?? "",
    }));
    const fromLegacy = (body.predictions ?? []).map((p) => ({
      placeId: p.place_id,
      description: p.description,
      mainText: p.description.split(",")[0] ?? p.description,
      secondaryText: p.description.split(",").slice(1).join(",").trim(),
    }));
    return [...fromNew, ...fromLegacy];
  });

export type PlacePrediction = z.output<typeof autocompleteSchema>[number];

/** Place details: `location.{latitude,longitude}` (New) or `result.geometry.location` (legacy). */
export const placeDetailsSchema = z
  .object({
    location: z.object({ latitude: num, longitude: num }).optional(),
    formattedAddress: z.string().optional(),
    result: z
      .object({
        geometry: z.object({ location: z.object({ lat: num, lng: num }) }),
        formatted_address: z.string().optional(),
      })
      .optional(),
  })
  .transform((body, ctx) => {
    const lat = body.location?.latitude ?? body.result?.geometry.location.lat;
    const lng = body.location?.longitude ?? body.result?.geometry.location.lng;
    if (lat === undefined || lng === undefined) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "place has no location" });
      return z.NEVER;
    }
    return {
      lat,
      lng,
      formattedAddress: body.formattedAddress ?? body.result?.formatted_address ?? null,
    };
  });

export const geocodeSchema = z
  .object({ results: lenientArray(z.object({ formatted_address: z.string() })) })
  .transform((body) => body.results[0]?.formatted_address ?? null);

/** A zone–module pivot: the module's delivery rates and cash limit in the zone (§5.2). */
const zoneModuleSchema = z.object({
  id,
  pivot: z
    .object({
      per_km_shipping_charge: numOr(0),
      minimum_shipping_charge: numOr(0),
      maximum_shipping_charge: num.nullish().catch(null),
      maximum_cod_order_amount: num.nullish().catch(null),
    })
    .nullish()
    .catch(null),
});

export const zoneDataSchema = z
  .object({
    id,
    name: text.optional(),
    cash_on_delivery: flag.optional(),
    digital_payment: flag.optional(),
    /* What the checkout prices an order with when the backend has no quote (§7.7). */
    offline_payment: flag.optional(),
    increased_delivery_fee: numOr(0).optional(),
    increased_delivery_fee_status: flag.optional(),
    modules: lenientArray(zoneModuleSchema).optional(),
  })
  .passthrough();
export type ZoneData = z.output<typeof zoneDataSchema>;

export const zoneIdSchema = z.object({
  // Kept as the JSON array string the zoneId header takes ("[1]", "[3,1]"), whichever form came
  // (that string, an array, a bare number); a point with no readable zone id fails the schema.
  zone_id: zoneIdList.pipe(z.array(z.number()).min(1)).transform((ids) => JSON.stringify(ids)),
  zone_data: lenientArray(zoneDataSchema).optional(),
});

export type ZoneLookup = z.output<typeof zoneIdSchema>;

/**
 * GET zone/list (contract §2.1): the zones the marketplace serves, each with its polygon as
 * `formated_coordinates: [{lat, lng}]` (the contract's spelling). Other fields pass through
 * (order outcome reads cash_on_delivery); unreadable zones and points are dropped.
 */
export const zoneListSchema = lenientArray(
  z
    .object({
      id,
      name: text,
      display_name: text.optional(),
      formated_coordinates: lenientArray(z.object({ lat: num, lng: num })).optional(),
    })
    .passthrough(),
);
export type ListedZone = z.output<typeof zoneListSchema>[number];

/**
 * GET config/distance-api: Google Routes' first matrix element, passed through raw. Only its
 * `distanceMeters` is read; an error answer (no key, quota) has none and parses to null.
 */
export const routeDistanceSchema = z
  .object({ distanceMeters: num.optional().catch(undefined) })
  .passthrough()
  .nullable()
  .catch(null)
  .transform((body) => (body?.distanceMeters !== undefined ? body.distanceMeters : null));
