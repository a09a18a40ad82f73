import { product as p, type ModuleCatalogue } from "./catalogue-types";

/**
 * Pharmacy products (module 3). `generic` feeds generic_name, `prescription` sets
 * is_prescription_required, `basic` marks the "basic medicine" shelf, `condition` links a
 * common condition (keys of COMMON_CONDITIONS).
 */

export const COMMON_CONDITIONS: { key: string; en: string; ar: string }[] = [
  { key: "fever", en: "Fever", ar: "الحمى" },
  { key: "cold", en: "Cold & Flu", ar: "نزلات البرد والإنفلونزا" },
  { key: "headache", en: "Headache & Pain", ar: "الصداع والألم" },
  { key: "allergy", en: "Allergy", ar: "الحساسية" },
  { key: "diabetes", en: "Diabetes", ar: "السكري" },
  { key: "heart", en: "Heart Health", ar: "صحة القلب" },
  { key: "digestive", en: "Digestive Health", ar: "صحة الجهاز الهضمي" },
  { key: "skin", en: "Skin Care", ar: "العناية بالبشرة" },
  { key: "immunity", en: "Immunity", ar: "المناعة" },
];

const packs = [{ title: "Pack", options: ["1 pack", "3 packs"], step: 0 }];

export const PHARMACY: ModuleCatalogue = {
  categories: [
    {
      key: "medicines",
      en: "Medicines",
      ar: "أدوية",
      featured: true,
      children: [
        { key: "pain", en: "Pain & Fever", ar: "الألم والحمى" },
        { key: "cold", en: "Cold & Flu", ar: "البرد والإنفلونزا" },
        { key: "digestive", en: "Digestive Health", ar: "صحة الجهاز الهضمي" },
        { key: "allergy", en: "Allergy", ar: "الحساسية" },
        { key: "rx", en: "Prescription Medicines", ar: "أدوية بوصفة طبية" },
      ],
    },
    {
      key: "vitamins",
      en: "Vitamins & Supplements",
      ar: "فيتامينات ومكملات",
      featured: true,
      children: [
        { key: "multivitamins", en: "Multivitamins", ar: "فيتامينات متعددة" },
        { key: "immunity", en: "Immunity", ar: "المناعة" },
        { key: "sports_nutrition", en: "Sports Nutrition", ar: "تغذية رياضية" },
      ],
    },
    {
      key: "personal",
      en: "Personal Care",
      ar: "العناية الشخصية",
      featured: true,
      children: [
        { key: "skin", en: "Skin Care", ar: "العناية بالبشرة" },
        { key: "oral", en: "Oral Care", ar: "العناية بالفم والأسنان" },
        { key: "hair", en: "Hair Care", ar: "العناية بالشعر" },
      ],
    },
    {
      key: "baby",
      en: "Baby Care",
      ar: "العناية بالطفل",
      children: [
        { key: "diapers", en: "Diapers & Wipes", ar: "حفاضات ومناديل" },
        { key: "baby_food", en: "Baby Food", ar: "أغذية الأطفال" },
      ],
    },
    {
      key: "womens",
      // the basic-medicine tabs' labels: All, New, Baby Care, Womans Care, Mens
      en: "Womans Care",
      ar: "العناية بالمرأة",
      children: [{ key: "womens_health", en: "Women's Health", ar: "صحة المرأة" }],
    },
    {
      key: "mens",
      en: "Mens",
      ar: "العناية بالرجل",
      children: [{ key: "shaving", en: "Shaving & Grooming", ar: "الحلاقة والعناية" }],
    },
    {
      key: "devices",
      en: "Medical Devices",
      ar: "أجهزة طبية",
      children: [
        { key: "monitors", en: "Monitors & Tests", ar: "أجهزة القياس والاختبار" },
        { key: "first_aid", en: "First Aid", ar: "الإسعافات الأولية" },
      ],
    },
  ],
  products: [
    p("Paracetamol 500 mg Tablets (24)", "أقراص باراسيتامول 500 ملغ (24)", 8, 14, "pain", {
      generic: ["Paracetamol"],
      basic: true,
      condition: "fever",
      choices: packs,
    }),
    p("Ibuprofen 400 mg Tablets (20)", "أقراص إيبوبروفين 400 ملغ (20)", 12, 18, "pain", {
      generic: ["Ibuprofen"],
      basic: true,
      condition: "headache",
    }),
    p("Aspirin 81 mg Tablets (30)", "أقراص أسبرين 81 ملغ (30)", 10, 15, "pain", {
      generic: ["Acetylsalicylic acid"],
      condition: "heart",
    }),
    p("Muscle Relief Gel 50 g", "جل لتخفيف آلام العضلات 50 غ", 22, 30, "pain", {
      generic: ["Diclofenac"],
      condition: "headache",
    }),
    p("Children's Paracetamol Syrup 100 ml", "شراب باراسيتامول للأطفال 100 مل", 12, 16, "pain", {
      generic: ["Paracetamol"],
      basic: true,
      condition: "fever",
    }),
    p("Cold & Flu Day Tablets (24)", "أقراص البرد والإنفلونزا النهارية (24)", 18, 24, "cold", {
      generic: ["Paracetamol", "Pseudoephedrine"],
      basic: true,
      condition: "cold",
    }),
    p("Dry Cough Syrup 120 ml", "شراب السعال الجاف 120 مل", 16, 22, "cold", {
      generic: ["Dextromethorphan"],
      condition: "cold",
    }),
    p(
      "Honey & Lemon Throat Lozenges (24)",
      "أقراص استحلاب للحلق بالعسل والليمون (24)",
      14,
      18,
      "cold",
      { generic: ["Amylmetacresol"], basic: true, condition: "cold" },
    ),
    p("Saline Nasal Spray 30 ml", "بخاخ أنف ملحي 30 مل", 14, 20, "cold", {
      generic: ["Sodium chloride"],
      condition: "cold",
    }),
    p("Vapour Rub 50 g", "مرهم استنشاق 50 غ", 12, 18, "cold", {
      generic: ["Menthol", "Camphor"],
      condition: "cold",
    }),
    p("Antacid Chewable Tablets (48)", "أقراص مضغ مضادة للحموضة (48)", 14, 20, "digestive", {
      generic: ["Calcium carbonate"],
      basic: true,
      condition: "digestive",
    }),
    p("Omeprazole 20 mg Capsules (14)", "كبسولات أوميبرازول 20 ملغ (14)", 20, 28, "digestive", {
      generic: ["Omeprazole"],
      condition: "digestive",
    }),
    p(
      "Oral Rehydration Salts (10 sachets)",
      "أملاح الإماهة الفموية (10 أكياس)",
      10,
      14,
      "digestive",
      { generic: ["Oral rehydration salts"], basic: true, condition: "digestive" },
    ),
    p("Probiotic Capsules (30)", "كبسولات البروبيوتيك (30)", 45, 65, "digestive", {
      generic: ["Lactobacillus rhamnosus"],
      condition: "digestive",
    }),
    p("Loperamide 2 mg Capsules (6)", "كبسولات لوبيراميد 2 ملغ (6)", 10, 14, "digestive", {
      generic: ["Loperamide"],
      condition: "digestive",
    }),
    p("Loratadine 10 mg Tablets (10)", "أقراص لوراتادين 10 ملغ (10)", 14, 20, "allergy", {
      generic: ["Loratadine"],
      basic: true,
      condition: "allergy",
    }),
    p("Cetirizine 10 mg Tablets (20)", "أقراص سيتيريزين 10 ملغ (20)", 16, 22, "allergy", {
      generic: ["Cetirizine"],
      basic: true,
      condition: "allergy",
    }),
    p("Antihistamine Eye Drops 10 ml", "قطرة عين مضادة للحساسية 10 مل", 28, 36, "allergy", {
      generic: ["Olopatadine"],
      condition: "allergy",
    }),
    p("Hydrocortisone Cream 1% 15 g", "كريم هيدروكورتيزون 1٪ 15 غ", 12, 16, "allergy", {
      generic: ["Hydrocortisone"],
      condition: "skin",
    }),
    p("Amoxicillin 500 mg Capsules (21)", "كبسولات أموكسيسيلين 500 ملغ (21)", 22, 30, "rx", {
      generic: ["Amoxicillin"],
      prescription: true,
    }),
    p("Metformin 500 mg Tablets (60)", "أقراص ميتفورمين 500 ملغ (60)", 18, 26, "rx", {
      generic: ["Metformin"],
      prescription: true,
      condition: "diabetes",
    }),
    p("Atorvastatin 20 mg Tablets (30)", "أقراص أتورفاستاتين 20 ملغ (30)", 45, 60, "rx", {
      generic: ["Atorvastatin"],
      prescription: true,
      condition: "heart",
    }),
    p("Amlodipine 5 mg Tablets (30)", "أقراص أملوديبين 5 ملغ (30)", 25, 35, "rx", {
      generic: ["Amlodipine"],
      prescription: true,
      condition: "heart",
    }),
    p("Salbutamol Inhaler 100 mcg", "بخاخ سالبوتامول 100 ميكروغرام", 20, 28, "rx", {
      generic: ["Salbutamol"],
      prescription: true,
    }),
    p("Azithromycin 500 mg Tablets (3)", "أقراص أزيثرومايسين 500 ملغ (3)", 30, 40, "rx", {
      generic: ["Azithromycin"],
      prescription: true,
    }),
    p(
      "Daily Multivitamin (60 tablets)",
      "فيتامينات متعددة يومية (60 قرصاً)",
      45,
      65,
      "multivitamins",
      { generic: ["Multivitamin"], condition: "immunity" },
    ),
    p("Women's Multivitamin (30)", "فيتامينات متعددة للنساء (30)", 50, 70, "multivitamins", {
      generic: ["Multivitamin"],
    }),
    p("Kids Gummy Vitamins (60)", "فيتامينات علكة للأطفال (60)", 40, 55, "multivitamins", {
      generic: ["Multivitamin"],
    }),
    p("Vitamin D3 1000 IU (90)", "فيتامين د3 1000 وحدة (90)", 30, 45, "multivitamins", {
      generic: ["Cholecalciferol"],
      basic: true,
      condition: "immunity",
    }),
    p("Omega-3 Fish Oil (60)", "زيت السمك أوميغا 3 (60)", 55, 75, "multivitamins", {
      generic: ["Omega-3 fatty acids"],
      condition: "heart",
    }),
    p("Vitamin C 1000 mg Effervescent (20)", "فيتامين سي 1000 ملغ فوار (20)", 18, 26, "immunity", {
      generic: ["Ascorbic acid"],
      basic: true,
      condition: "immunity",
    }),
    p("Zinc 25 mg Tablets (60)", "أقراص الزنك 25 ملغ (60)", 30, 40, "immunity", {
      generic: ["Zinc gluconate"],
      condition: "immunity",
    }),
    p("Elderberry Syrup 120 ml", "شراب البيلسان 120 مل", 45, 60, "immunity", {
      generic: ["Sambucus nigra"],
      condition: "cold",
    }),
    p("Whey Protein Vanilla 1 kg", "بروتين مصل اللبن بالفانيلا 1 كغ", 140, 190, "sports_nutrition"),
    p(
      "Electrolyte Drink Mix (20)",
      "مسحوق مشروب الأملاح المعدنية (20)",
      35,
      50,
      "sports_nutrition",
    ),
    p("Magnesium Glycinate (60)", "مغنيسيوم جلايسينات (60)", 50, 65, "sports_nutrition", {
      generic: ["Magnesium glycinate"],
    }),
    p("Sunscreen SPF 50 100 ml", "واقي شمس بعامل حماية 50 — 100 مل", 55, 80, "skin", {
      condition: "skin",
    }),
    p("Moisturising Cream 250 ml", "كريم مرطب 250 مل", 40, 60, "skin", { condition: "skin" }),
    p("Vitamin C Serum 30 ml", "سيروم فيتامين سي 30 مل", 80, 120, "skin", { condition: "skin" }),
    p("Acne Spot Gel 15 ml", "جل موضعي لحب الشباب 15 مل", 30, 42, "skin", {
      generic: ["Benzoyl peroxide"],
      condition: "skin",
    }),
    p("Lip Balm SPF 15", "مرطب شفاه بعامل حماية 15", 12, 18, "skin"),
    p("Whitening Toothpaste 100 ml", "معجون أسنان مبيّض 100 مل", 12, 18, "oral"),
    p("Sensitive Toothpaste 75 ml", "معجون أسنان للأسنان الحساسة 75 مل", 14, 20, "oral"),
    p("Antiseptic Mouthwash 500 ml", "غسول فم مطهّر 500 مل", 18, 26, "oral", {
      generic: ["Cetylpyridinium chloride"],
    }),
    p("Soft Toothbrush (2 pcs)", "فرشاة أسنان ناعمة (قطعتان)", 10, 15, "oral"),
    p("Dental Floss 50 m", "خيط أسنان 50 م", 10, 14, "oral"),
    p("Anti-dandruff Shampoo 400 ml", "شامبو ضد القشرة 400 مل", 22, 30, "hair", {
      generic: ["Ketoconazole"],
    }),
    p("Argan Oil Hair Serum 100 ml", "سيروم الشعر بزيت الأرغان 100 مل", 35, 50, "hair"),
    p("Biotin Hair Gummies (60)", "علكة البيوتين للشعر (60)", 55, 70, "hair", {
      generic: ["Biotin"],
    }),
    p("Baby Diapers Size 3 (56)", "حفاضات أطفال مقاس 3 (56)", 55, 70, "diapers", { basic: true }),
    p("Baby Diapers Size 4 (48)", "حفاضات أطفال مقاس 4 (48)", 55, 70, "diapers"),
    p("Sensitive Baby Wipes (64)", "مناديل مبللة للأطفال للبشرة الحساسة (64)", 12, 16, "diapers", {
      basic: true,
    }),
    p("Diaper Rash Cream 100 g", "كريم التسلخات للأطفال 100 غ", 20, 28, "diapers", {
      generic: ["Zinc oxide"],
      condition: "skin",
    }),
    p("Infant Formula Stage 1 800 g", "حليب أطفال المرحلة الأولى 800 غ", 90, 120, "baby_food"),
    p("Baby Rice Cereal 200 g", "حبوب الأرز للأطفال 200 غ", 16, 22, "baby_food", { basic: true }),
    // basic: the Baby Care tab of the basic-medicine shelf in Dubai Marina and Deira (issue 23)
    p("Fruit Puree Pouches (4)", "هريس فواكه للأطفال (4 عبوات)", 18, 24, "baby_food", {
      basic: true,
    }),
    p("Folic Acid 400 mcg (90)", "حمض الفوليك 400 ميكروغرام (90)", 18, 25, "womens_health", {
      generic: ["Folic acid"],
      basic: true,
    }),
    p("Iron Supplement (30)", "مكمل الحديد (30)", 22, 30, "womens_health", {
      generic: ["Ferrous fumarate"],
    }),
    p("Pregnancy Test (2 tests)", "اختبار الحمل (اختباران)", 25, 35, "womens_health", {
      basic: true,
    }),
    p("Intimate Wash 250 ml", "غسول نسائي 250 مل", 25, 35, "womens_health", { basic: true }),
    p("Sensitive Shaving Gel 200 ml", "جل حلاقة للبشرة الحساسة 200 مل", 14, 20, "shaving", {
      basic: true,
    }),
    p("Beard Oil 30 ml", "زيت اللحية 30 مل", 35, 50, "shaving"),
    p("Aftershave Balm 100 ml", "بلسم ما بعد الحلاقة 100 مل", 28, 38, "shaving", { basic: true }),
    p("Digital Thermometer", "ميزان حرارة رقمي", 25, 40, "monitors", { condition: "fever" }),
    p("Blood Pressure Monitor", "جهاز قياس ضغط الدم", 140, 220, "monitors", { condition: "heart" }),
    p("Glucose Test Strips (50)", "شرائط اختبار السكر (50)", 60, 90, "monitors", {
      condition: "diabetes",
    }),
    p("Pulse Oximeter", "مقياس نسبة الأكسجين في الدم", 70, 110, "monitors"),
    p("Adhesive Bandages (40)", "لصقات جروح (40)", 8, 12, "first_aid", { basic: true }),
    p("Antiseptic Solution 250 ml", "محلول مطهّر 250 مل", 14, 20, "first_aid", {
      generic: ["Chlorhexidine"],
      basic: true,
    }),
    p("Elastic Bandage 7.5 cm", "رباط ضاغط 7.5 سم", 8, 12, "first_aid"),
    p("Instant Cold Pack", "كمادة باردة فورية", 10, 14, "first_aid"),
  ],
  descriptions: {
    pain: [
      "{name} for fast relief of pain and fever. Read the leaflet before use.",
      "{name} لتخفيف الألم والحمى بسرعة. اقرأ النشرة قبل الاستعمال.",
    ],
    cold: ["{name} to ease cold and flu symptoms.", "{name} لتخفيف أعراض البرد والإنفلونزا."],
    digestive: ["{name} for digestive comfort.", "{name} لراحة الجهاز الهضمي."],
    allergy: ["{name} for relief from allergy symptoms.", "{name} لتخفيف أعراض الحساسية."],
    rx: [
      "{name}. Prescription required: upload your prescription at checkout.",
      "{name}. يلزم وصفة طبية: ارفع الوصفة عند إتمام الطلب.",
    ],
    multivitamins: ["{name} to support your daily nutrition.", "{name} لدعم تغذيتك اليومية."],
    immunity: ["{name} to support your immune system.", "{name} لدعم جهازك المناعي."],
    sports_nutrition: ["{name} for training and recovery.", "{name} للتمرين والتعافي."],
    skin: ["{name}, dermatologist tested.", "{name} مختبر من أطباء الجلدية."],
    oral: ["{name} for a healthy smile.", "{name} لابتسامة صحية."],
    hair: ["{name} for healthy, strong hair.", "{name} لشعر صحي وقوي."],
    diapers: ["{name}, gentle on baby's skin.", "{name} لطيفة على بشرة الطفل."],
    baby_food: ["{name}, made for little ones.", "{name} مخصص للصغار."],
    womens_health: ["{name} for women's everyday health.", "{name} لصحة المرأة اليومية."],
    shaving: ["{name} for a smooth, comfortable shave.", "{name} لحلاقة ناعمة ومريحة."],
    monitors: ["{name} for accurate readings at home.", "{name} لقراءات دقيقة في المنزل."],
    first_aid: ["{name} for your first aid kit.", "{name} لحقيبة الإسعافات الأولية."],
  },
  units: {
    pain: "box",
    cold: "box",
    digestive: "box",
    allergy: "box",
    rx: "box",
    multivitamins: "bottle",
    immunity: "box",
    sports_nutrition: "pack",
    skin: "pcs",
    oral: "pcs",
    hair: "bottle",
    diapers: "pack",
    baby_food: "pack",
    womens_health: "box",
    shaving: "pcs",
    monitors: "pcs",
    first_aid: "pack",
  },
};
