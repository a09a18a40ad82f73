import { product as p, type ProductSeed } from "./catalogue-types";

/**
 * More pharmacy products for the generated pharmacies of the default zone (sub-category keys
 * of catalogue-pharmacy.ts). `generic` is the generic name, `prescription` marks medicines
 * sold against a prescription, `condition` links a common condition.
 */

const rx = (generic: string, condition?: string) => ({
  generic: [generic],
  prescription: true,
  condition,
});
const otc = (generic: string[], condition?: string) => ({ generic, condition });
const packs = [{ title: "Pack", options: ["1 pack", "3 packs"], step: 0 }];

export const PHARMACY_WORDS: ProductSeed[] = [
  p("Naproxen 250 mg Tablets (20)", "أقراص نابروكسين 250 ملغ (20)", 16, 22, "pain", {
    ...otc(["Naproxen"], "headache"),
  }),
  p("Paracetamol & Caffeine Tablets (24)", "أقراص باراسيتامول وكافيين (24)", 12, 17, "pain", {
    ...otc(["Paracetamol", "Caffeine"], "headache"),
    choices: packs,
  }),
  p("Heat Relief Patches (4)", "لصقات حرارية لتخفيف الألم (4)", 18, 25, "pain"),
  p("Chesty Cough Syrup 120 ml", "شراب السعال البلغمي 120 مل", 16, 22, "cold", {
    ...otc(["Guaifenesin"], "cold"),
  }),
  p("Decongestant Nasal Spray 15 ml", "بخاخ أنف مزيل للاحتقان 15 مل", 14, 19, "cold", {
    ...otc(["Xylometazoline"], "cold"),
  }),
  p("Zinc & Vitamin C Lozenges (20)", "أقراص استحلاب بالزنك وفيتامين سي (20)", 14, 19, "cold", {
    ...otc(["Zinc gluconate", "Ascorbic acid"], "immunity"),
  }),
  p("Oral Rehydration Salts (10)", "أملاح الإرواء الفموي (10)", 10, 14, "digestive", {
    ...otc(["Sodium chloride", "Glucose"], "digestive"),
  }),
  p("Losartan 50 mg Tablets (30)", "أقراص لوسارتان 50 ملغ (30)", 30, 42, "rx", {
    ...rx("Losartan", "heart"),
  }),
  p("Levothyroxine 50 mcg Tablets (30)", "أقراص ليفوثيروكسين 50 ميكروغرام (30)", 16, 22, "rx", {
    ...rx("Levothyroxine"),
  }),
  p("Azithromycin 250 mg Tablets (6)", "أقراص أزيثرومايسين 250 ملغ (6)", 28, 38, "rx", {
    ...rx("Azithromycin"),
  }),
  p("Sitagliptin 100 mg Tablets (28)", "أقراص سيتاغليبتين 100 ملغ (28)", 160, 210, "rx", {
    ...rx("Sitagliptin", "diabetes"),
  }),
  p("Montelukast 10 mg Tablets (30)", "أقراص مونتيلوكاست 10 ملغ (30)", 60, 85, "rx", {
    ...rx("Montelukast", "allergy"),
  }),
  p("Clopidogrel 75 mg Tablets (28)", "أقراص كلوبيدوغريل 75 ملغ (28)", 70, 95, "rx", {
    ...rx("Clopidogrel", "heart"),
  }),
  p("Prednisolone 5 mg Tablets (30)", "أقراص بريدنيزولون 5 ملغ (30)", 14, 20, "rx", {
    ...rx("Prednisolone"),
  }),
  p(
    "Men's 50+ Multivitamin (60)",
    "فيتامينات متعددة للرجال فوق الخمسين (60)",
    60,
    80,
    "multivitamins",
    {
      ...otc(["Multivitamins"]),
    },
  ),
  p("Teen Multivitamin (30)", "فيتامينات متعددة للمراهقين (30)", 35, 48, "multivitamins"),
  p("Vitamin B Complex (60)", "فيتامين ب المركب (60)", 30, 42, "multivitamins", {
    ...otc(["Vitamin B complex"]),
  }),
  p("Vitamin D3 5000 IU Softgels (60)", "كبسولات فيتامين د3 5000 وحدة (60)", 38, 52, "immunity", {
    ...otc(["Cholecalciferol"], "immunity"),
  }),
  p(
    "Plant Protein Chocolate 900 g",
    "بروتين نباتي بالشوكولاتة 900 غ",
    150,
    200,
    "sports_nutrition",
    {
      veg: true,
    },
  ),
  p("Creatine Monohydrate 300 g", "كرياتين مونوهيدرات 300 غ", 90, 120, "sports_nutrition"),
  p("Electrolyte Tablets (20)", "أقراص الإلكتروليت (20)", 25, 35, "sports_nutrition"),
  p("Mineral Sunscreen SPF 50", "واقي شمس معدني SPF 50", 65, 90, "skin", {
    condition: "skin",
  }),
  p("Hyaluronic Acid Serum 30 ml", "سيروم حمض الهيالورونيك 30 مل", 70, 95, "skin"),
  p("Sensitive Skin Moisturiser 200 ml", "مرطب للبشرة الحساسة 200 مل", 45, 60, "skin", {
    condition: "skin",
  }),
  p("Charcoal Toothpaste 75 ml", "معجون أسنان بالفحم 75 مل", 14, 19, "oral"),
  p("Alcohol-free Mouthwash 500 ml", "غسول فم خالٍ من الكحول 500 مل", 18, 25, "oral"),
  p("Electric Toothbrush Heads (4)", "رؤوس فرشاة أسنان كهربائية (4)", 45, 65, "oral"),
  p("Medicated Scalp Shampoo 100 ml", "شامبو طبي لفروة الرأس 100 مل", 35, 48, "hair", {
    ...otc(["Ketoconazole"]),
  }),
  p("Diaper Pants Size 5 (36)", "حفاضات سروال مقاس 5 (36)", 45, 60, "diapers"),
  p("Newborn Diapers Size 1 (44)", "حفاضات حديثي الولادة مقاس 1 (44)", 38, 50, "diapers"),
  p("Date & Banana Puree (4 pouches)", "هريس التمر والموز (4 أكياس)", 16, 22, "baby_food", {
    organic: true,
  }),
  p("Prenatal Multivitamin (30)", "فيتامينات ما قبل الولادة (30)", 45, 60, "womens_health", {
    ...otc(["Folic acid", "Iron"]),
  }),
  p("Cranberry Capsules (60)", "كبسولات التوت البري (60)", 40, 55, "womens_health"),
  p("Razor Blades (4)", "شفرات حلاقة (4)", 28, 38, "shaving"),
  p("Glucometer Starter Kit", "جهاز قياس السكر مع مستلزماته", 90, 130, "monitors", {
    condition: "diabetes",
  }),
  p("Sterile Gauze Pads (10)", "ضمادات شاش معقمة (10)", 8, 12, "first_aid"),
  p("Burn Relief Gel 50 g", "جل لتخفيف الحروق 50 غ", 14, 20, "first_aid"),
];

/** Nutrition and allergy notes of the pharmacy shelves that are food (catalogue-pharmacy has none). */
export const PHARMACY_NUTRITION: Record<string, string[]> = {
  baby_food: ["Iron", "Calcium", "Vitamin D"],
  sports_nutrition: ["Protein", "Carbohydrates", "Sodium"],
  multivitamins: ["Vitamin A", "Vitamin C", "Zinc"],
};
export const PHARMACY_ALLERGIES: Record<string, string[]> = {
  baby_food: ["Milk"],
  sports_nutrition: ["Milk", "Soy"],
};
