import { pointInPolygon } from "../services/geo";
import { imageFileName } from "../services/images";
import { themeOfModule, type Theme } from "../services/picture-art";
import { ABU_DHABI_LINE, CITY_LINE, PLACES, ZONES } from "./geo-data";
import { COMMON_CONDITIONS } from "./catalogue-pharmacy";
import { inserter, json, type SeedContext } from "./seed-context";

/** Modules, zones with their module charges, the gazetteer, units, brands, conditions. */

export const MODULES = [
  {
    id: 1,
    type: "grocery",
    en: "Grocery",
    ar: "بقالة",
    desc: [
      "Fresh produce, dairy and pantry staples from supermarkets near you.",
      "منتجات طازجة وألبان ومواد غذائية من أقرب سوبرماركت إليك.",
    ],
  },
  {
    id: 2,
    type: "food",
    en: "Food",
    ar: "طعام",
    desc: [
      "Order from the best restaurants and cafés in Dubai.",
      "اطلب من أفضل المطاعم والمقاهي في دبي.",
    ],
  },
  {
    id: 3,
    type: "pharmacy",
    en: "Pharmacy",
    ar: "صيدلية",
    desc: [
      "Medicines, vitamins and personal care, delivered fast.",
      "أدوية وفيتامينات ومنتجات العناية الشخصية بتوصيل سريع.",
    ],
  },
  {
    id: 4,
    type: "ecommerce",
    en: "Shop",
    ar: "تسوّق",
    desc: [
      "Electronics, fashion and home goods from UAE stores.",
      "إلكترونيات وأزياء ومستلزمات منزلية من متاجر الإمارات.",
    ],
  },
  {
    id: 5,
    type: "parcel",
    en: "Parcel",
    ar: "توصيل الطرود",
    desc: [
      "Send documents and packages anywhere in the city.",
      "أرسل المستندات والطرود إلى أي مكان في المدينة.",
    ],
  },
] as const;

/** per-km, minimum, maximum, max COD, by module id */
const CHARGES: Record<number, [number, number, number | null, number]> = {
  1: [2, 8, 30, 1000],
  2: [1.5, 5, 25, 500],
  3: [1.5, 6, 25, 800],
  4: [2.5, 10, 40, 3000],
  5: [3, 12, 60, 1000],
};

export const UNITS = [
  ["kg", "كغ"],
  ["g", "غ"],
  ["pcs", "قطعة"],
  ["pack", "عبوة"],
  ["litre", "لتر"],
  ["bottle", "زجاجة"],
  ["box", "علبة"],
  ["bunch", "حزمة"],
] as const;

export const BRANDS: { key: string; module: number; en: string; ar: string }[] = [
  { key: "oasis", module: 1, en: "Oasis Dairy", ar: "ألبان الواحة" },
  { key: "desert", module: 1, en: "Desert Farms", ar: "مزارع الصحراء" },
  { key: "palm", module: 1, en: "Golden Palm", ar: "النخلة الذهبية" },
  { key: "harvest", module: 1, en: "Gulf Harvest", ar: "حصاد الخليج" },
  { key: "bayt", module: 1, en: "Bayt Al Khair", ar: "بيت الخير" },
  { key: "springs", module: 1, en: "Pure Springs", ar: "الينابيع النقية" },
  { key: "nova", module: 4, en: "Nova", ar: "نوفا" },
  { key: "zenith", module: 4, en: "Zenith", ar: "زينيث" },
  { key: "sahara", module: 4, en: "Sahara Style", ar: "صحارى ستايل" },
  { key: "urban", module: 4, en: "Urban Nomad", ar: "أربن نوماد" },
  { key: "aurora", module: 4, en: "Aurora Home", ar: "أورورا هوم" },
  { key: "falcon", module: 4, en: "Falcon", ar: "فالكون" },
  { key: "oud", module: 4, en: "Oud Royale", ar: "عود رويال" },
  { key: "explorer", module: 4, en: "Little Explorer", ar: "المستكشف الصغير" },
  // appended (ids follow the list order): the ecommerce home shows up to 9 brands
  { key: "qamar", module: 4, en: "Qamar Beauty", ar: "قمر للجمال" },
  { key: "medina", module: 4, en: "Medina Crafts", ar: "حِرَف المدينة" },
  { key: "majlis", module: 4, en: "Majlis Games", ar: "ألعاب المجلس" },
  { key: "jild", module: 4, en: "Al Jild Leather", ar: "الجلد للمنتجات الجلدية" },
];

/** The picture theme (background colours, fallback illustration) of a module's things. */
export const themeOf = (moduleId: number): Theme =>
  themeOfModule(MODULES.find((m) => m.id === moduleId)?.type);

export function seedGeoAndModules(ctx: SeedContext) {
  const { db } = ctx;
  const created = ctx.ago(420);
  const addModule = inserter(db, "modules", [
    "id",
    "module_name",
    "module_name_ar",
    "module_type",
    "slug",
    "icon",
    "thumbnail",
    "description",
    "description_ar",
    "theme_id",
    "status",
    "all_zone_service",
    "created_at",
    "updated_at",
  ]);
  for (const m of MODULES) {
    addModule({
      id: m.id,
      module_name: m.en,
      module_name_ar: m.ar,
      module_type: m.type,
      slug: m.type,
      icon: imageFileName(`${m.en} icon`, m.id),
      thumbnail: imageFileName(`${m.en} module`, m.id),
      description: m.desc[0],
      description_ar: m.desc[1],
      theme_id: 1,
      status: 1,
      all_zone_service: m.type === "ecommerce" ? 1 : 0,
      created_at: created,
      updated_at: created,
    });
  }
  const addZone = inserter(db, "zones", [
    "id",
    "name",
    "name_ar",
    "display_name",
    "display_name_ar",
    "coordinates",
    "status",
    "cash_on_delivery",
    "digital_payment",
    "offline_payment",
    "increased_delivery_fee",
    "increased_delivery_fee_status",
    "increase_delivery_charge_message",
    "created_at",
    "updated_at",
  ]);
  const addPivot = inserter(db, "module_zone", [
    "module_id",
    "zone_id",
    "per_km_shipping_charge",
    "minimum_shipping_charge",
    "maximum_shipping_charge",
    "maximum_cod_order_amount",
  ]);
  for (const z of ZONES) {
    addZone({
      id: z.id,
      name: z.name,
      name_ar: z.name_ar,
      display_name: z.name,
      display_name_ar: z.name_ar,
      coordinates: json(z.ring),
      status: 1,
      cash_on_delivery: z.cashOnDelivery ? 1 : 0,
      digital_payment: z.digitalPayment ? 1 : 0,
      offline_payment: z.offlinePayment ? 1 : 0,
      increased_delivery_fee: 0,
      increased_delivery_fee_status: 0,
      increase_delivery_charge_message: null,
      created_at: created,
      updated_at: created,
    });
    for (const m of MODULES) {
      const [perKm, min, max, cod] = CHARGES[m.id];
      addPivot({
        module_id: m.id,
        zone_id: z.id,
        per_km_shipping_charge: perKm,
        minimum_shipping_charge: min,
        maximum_shipping_charge: max,
        maximum_cod_order_amount: cod,
      });
    }
  }
  seedPlaces(ctx);
  const addUnit = inserter(db, "units", ["id", "unit", "unit_ar"]);
  UNITS.forEach(([en, ar], i) => addUnit({ id: i + 1, unit: en, unit_ar: ar }));
  const addBrand = inserter(db, "brands", [
    "id",
    "name",
    "name_ar",
    "slug",
    "image",
    "module_id",
    "status",
    "created_at",
    "updated_at",
  ]);
  BRANDS.forEach((b, i) =>
    addBrand({
      id: i + 1,
      name: b.en,
      name_ar: b.ar,
      slug: b.key,
      image: imageFileName(b.en, i + 1, { theme: themeOf(b.module) }),
      module_id: b.module,
      status: 1,
      created_at: created,
      updated_at: created,
    }),
  );
  const addCondition = inserter(db, "common_conditions", [
    "id",
    "name",
    "name_ar",
    "status",
    "created_at",
    "updated_at",
  ]);
  COMMON_CONDITIONS.forEach((c, i) =>
    addCondition({
      id: i + 1,
      name: c.en,
      name_ar: c.ar,
      status: 1,
      created_at: created,
      updated_at: created,
    }),
  );
}

function seedPlaces(ctx: SeedContext) {
  const addPlace = inserter(ctx.db, "places", [
    "id",
    "place_id",
    "name",
    "name_ar",
    "address",
    "address_ar",
    "latitude",
    "longitude",
    "zone_id",
  ]);
  PLACES.forEach((p, i) => {
    const [city, cityAr] = p.name === "Liwa Oasis" ? ABU_DHABI_LINE : CITY_LINE;
    const zone = ZONES.find((z) => pointInPolygon({ lat: p.lat, lng: p.lng }, z.ring));
    addPlace({
      id: i + 1,
      // Google place ids look like "ChIJ…"; ours are stable and obviously local.
      place_id: `souq-${String(i + 1).padStart(3, "0")}`,
      name: p.name,
      name_ar: p.name_ar,
      address: `${p.name}, ${p.area}, ${city}`,
      address_ar: `${p.name_ar}، ${p.area_ar}، ${cityAr}`,
      latitude: p.lat,
      longitude: p.lng,
      zone_id: zone?.id ?? null,
    });
  });
}
