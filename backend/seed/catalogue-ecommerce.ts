import { product as p, type ChoiceSeed, type ModuleCatalogue } from "./catalogue-types";

/** General goods of the ecommerce module (module 4). Option axes build variations "S-Red". */

const clothing = (colors: string[]): ChoiceSeed[] => [
  { title: "Size", options: ["S", "M", "L", "XL"], step: 0 },
  { title: "Color", options: colors, step: 0 },
];
const shoes: ChoiceSeed[] = [{ title: "Size", options: ["40", "41", "42", "43", "44"], step: 0 }];
const color = (colors: string[]): ChoiceSeed[] => [{ title: "Color", options: colors, step: 0 }];
const storage = (colors: string[], step: number): ChoiceSeed[] => [
  { title: "Storage", options: ["128GB", "256GB"], step },
  { title: "Color", options: colors, step: 0 },
];
const bed: ChoiceSeed[] = [{ title: "Size", options: ["Single", "Queen", "King"], step: 60 }];

export const ECOMMERCE: ModuleCatalogue = {
  categories: [
    {
      key: "electronics",
      en: "Electronics",
      ar: "إلكترونيات",
      featured: true,
      children: [
        { key: "phones", en: "Phones & Tablets", ar: "هواتف وأجهزة لوحية" },
        { key: "audio", en: "Audio", ar: "صوتيات" },
        { key: "accessories", en: "Accessories", ar: "إكسسوارات" },
      ],
    },
    {
      key: "fashion",
      en: "Fashion",
      ar: "أزياء",
      featured: true,
      children: [
        { key: "mens_fashion", en: "Men", ar: "رجالي" },
        { key: "womens_fashion", en: "Women", ar: "نسائي" },
        { key: "shoes", en: "Shoes", ar: "أحذية" },
      ],
    },
    {
      key: "home",
      en: "Home & Kitchen",
      ar: "المنزل والمطبخ",
      featured: true,
      children: [
        { key: "cookware", en: "Cookware", ar: "أدوات الطبخ" },
        { key: "decor", en: "Home Decor", ar: "ديكور المنزل" },
        { key: "bedding", en: "Bedding & Bath", ar: "مفارش ومستلزمات الحمام" },
      ],
    },
    {
      key: "sports",
      en: "Sports & Outdoors",
      ar: "رياضة ورحلات",
      children: [
        { key: "fitness", en: "Fitness", ar: "لياقة بدنية" },
        { key: "outdoor", en: "Camping & Outdoor", ar: "تخييم ورحلات" },
      ],
    },
    {
      key: "beauty",
      en: "Beauty & Fragrance",
      ar: "تجميل وعطور",
      featured: true,
      children: [
        { key: "fragrance", en: "Fragrance", ar: "عطور" },
        { key: "makeup", en: "Makeup", ar: "مكياج" },
      ],
    },
    {
      key: "toys",
      en: "Toys & Games",
      ar: "ألعاب",
      children: [
        { key: "kids_toys", en: "Kids Toys", ar: "ألعاب أطفال" },
        { key: "games", en: "Board Games & Puzzles", ar: "ألعاب لوحية وألغاز" },
      ],
    },
  ],
  products: [
    p("Nova X5 Smartphone", "هاتف نوفا إكس 5 الذكي", 1800, 2400, "phones", {
      brand: "nova",
      choices: storage(["Black", "Silver", "Blue"], 300),
    }),
    p("Nova Tab 11 Tablet", "جهاز نوفا تاب 11 اللوحي", 1200, 1600, "phones", {
      brand: "nova",
      choices: storage(["Grey", "Silver"], 250),
    }),
    p("Zenith A3 Smartphone", "هاتف زينيث إيه 3 الذكي", 900, 1200, "phones", {
      brand: "zenith",
      choices: storage(["Black", "Green"], 200),
    }),
    p("Kids Smartwatch", "ساعة ذكية للأطفال", 220, 300, "phones", {
      brand: "zenith",
      choices: color(["Pink", "Blue"]),
    }),
    p("Wireless Earbuds Pro", "سماعات أذن لاسلكية برو", 250, 400, "audio", {
      brand: "nova",
      choices: color(["Black", "White"]),
    }),
    p("Noise Cancelling Headphones", "سماعات رأس عازلة للضوضاء", 600, 900, "audio", {
      brand: "zenith",
      choices: color(["Black", "Beige"]),
    }),
    p("Portable Bluetooth Speaker", "مكبر صوت بلوتوث محمول", 180, 280, "audio", {
      brand: "zenith",
      choices: color(["Black", "Red", "Teal"]),
    }),
    p("Soundbar 2.1", "مكبر صوت سينمائي 2.1", 700, 950, "audio", { brand: "nova" }),
    p("20W Fast Charger", "شاحن سريع 20 واط", 60, 90, "accessories", { brand: "nova" }),
    p("10000 mAh Power Bank", "باور بانك 10000 مللي أمبير", 90, 140, "accessories", {
      brand: "zenith",
      choices: color(["Black", "White"]),
    }),
    p("USB-C Cable 2 m", "كابل يو إس بي-سي 2 م", 30, 45, "accessories", { brand: "nova" }),
    p("Leather Phone Case", "جراب هاتف جلدي", 60, 110, "accessories", {
      choices: color(["Brown", "Black", "Tan"]),
      brand: "jild",
    }),
    p("Smart Fitness Band", "سوار لياقة ذكي", 150, 220, "accessories", {
      brand: "zenith",
      choices: color(["Black", "Lilac"]),
    }),
    p("Linen Kandura", "كندورة كتان", 180, 280, "mens_fashion", {
      brand: "sahara",
      choices: clothing(["White", "Beige", "Grey"]),
    }),
    p("Classic Polo Shirt", "قميص بولو كلاسيكي", 80, 130, "mens_fashion", {
      brand: "urban",
      choices: clothing(["Navy", "White", "Red"]),
    }),
    p("Slim Fit Chinos", "بنطال تشينو ضيق", 120, 170, "mens_fashion", {
      brand: "urban",
      choices: clothing(["Khaki", "Navy"]),
    }),
    p("Cotton Crew T-shirt", "تيشيرت قطني بياقة دائرية", 45, 70, "mens_fashion", {
      brand: "urban",
      choices: clothing(["Black", "White", "Olive"]),
    }),
    p("Embroidered Abaya", "عباية مطرزة", 350, 600, "womens_fashion", {
      brand: "sahara",
      choices: clothing(["Black", "Navy"]),
    }),
    p("Floral Maxi Dress", "فستان ماكسي مزهر", 180, 260, "womens_fashion", {
      brand: "sahara",
      choices: clothing(["Red", "Blue"]),
    }),
    p("Silk Scarf", "وشاح حرير", 90, 150, "womens_fashion", {
      brand: "sahara",
      choices: color(["Rose", "Sand", "Emerald"]),
    }),
    p("Oversized Denim Jacket", "جاكيت جينز واسع", 200, 280, "womens_fashion", {
      brand: "urban",
      choices: clothing(["Blue", "Black"]),
    }),
    p("Running Shoes", "حذاء جري", 250, 380, "shoes", { brand: "falcon", choices: shoes }),
    p("Leather Sandals", "صندل جلدي", 120, 200, "shoes", { brand: "sahara", choices: shoes }),
    p("Canvas Sneakers", "حذاء رياضي قماشي", 140, 210, "shoes", { brand: "urban", choices: shoes }),
    p("Non-stick Frying Pan 28 cm", "مقلاة غير لاصقة 28 سم", 90, 140, "cookware", {
      brand: "aurora",
    }),
    p("Cast Iron Dutch Oven", "قدر حديد زهر", 280, 380, "cookware", {
      brand: "aurora",
      choices: color(["Red", "Black"]),
    }),
    p("Arabic Coffee Dallah Set", "طقم دلة قهوة عربية", 150, 240, "cookware", { brand: "aurora" }),
    p("Stainless Steel Knife Set", "طقم سكاكين ستانلس ستيل", 180, 260, "cookware", {
      brand: "aurora",
    }),
    p("Electric Kettle 1.7 L", "غلاية كهربائية 1.7 لتر", 110, 160, "cookware", {
      brand: "aurora",
      choices: color(["White", "Black"]),
    }),
    p("Oud Scented Candle", "شمعة معطرة بالعود", 60, 95, "decor", { brand: "aurora" }),
    p("Ceramic Vase", "مزهرية سيراميك", 90, 150, "decor", {
      brand: "aurora",
      choices: color(["White", "Sand"]),
    }),
    p("Moroccan Lantern", "فانوس مغربي", 140, 220, "decor", { brand: "medina" }),
    p("Woven Cushion Cover", "غطاء وسادة منسوج", 45, 70, "decor", {
      choices: color(["Terracotta", "Olive", "Cream"]),
      brand: "medina",
    }),
    p("Egyptian Cotton Sheet Set", "طقم شراشف قطن مصري", 220, 320, "bedding", {
      brand: "aurora",
      choices: bed,
    }),
    p("Bath Towel Set (4)", "طقم مناشف حمام (4 قطع)", 110, 160, "bedding", {
      brand: "aurora",
      choices: color(["White", "Grey"]),
    }),
    p("Memory Foam Pillow", "وسادة ميموري فوم", 120, 180, "bedding", { brand: "aurora" }),
    p("Yoga Mat 6 mm", "حصيرة يوغا 6 ملم", 80, 120, "fitness", {
      brand: "falcon",
      choices: color(["Purple", "Black", "Teal"]),
    }),
    p("Adjustable Dumbbells 20 kg", "دمبلز قابلة للتعديل 20 كغ", 450, 650, "fitness", {
      brand: "falcon",
    }),
    p("Resistance Bands Set", "طقم أحزمة مقاومة", 60, 90, "fitness", { brand: "falcon" }),
    p("Insulated Water Bottle 1 L", "زجاجة ماء معزولة 1 لتر", 70, 110, "fitness", {
      brand: "falcon",
      choices: color(["Black", "Sand", "Sky"]),
    }),
    p("4-Person Camping Tent", "خيمة تخييم لأربعة أشخاص", 350, 500, "outdoor", { brand: "falcon" }),
    p("Folding Camping Chair", "كرسي تخييم قابل للطي", 90, 140, "outdoor", {
      brand: "falcon",
      choices: color(["Green", "Sand"]),
    }),
    p("Portable Gas Stove", "موقد غاز محمول", 120, 180, "outdoor", { brand: "falcon" }),
    p("LED Camping Lantern", "فانوس تخييم LED", 60, 95, "outdoor", { brand: "falcon" }),
    p("Oud Royale Eau de Parfum 100 ml", "عطر عود رويال 100 مل", 350, 550, "fragrance", {
      brand: "oud",
    }),
    p("Rose Musk Perfume Oil 12 ml", "دهن مسك الورد 12 مل", 90, 150, "fragrance", { brand: "oud" }),
    p("Amber Bakhoor 50 g", "بخور العنبر 50 غ", 60, 100, "fragrance", { brand: "oud" }),
    p("Citrus Cologne 100 ml", "كولونيا الحمضيات 100 مل", 180, 260, "fragrance", { brand: "oud" }),
    p("Matte Liquid Lipstick", "أحمر شفاه سائل مطفي", 60, 90, "makeup", {
      choices: color(["Rose", "Nude", "Berry", "Red"]),
      brand: "qamar",
    }),
    p("Kohl Eyeliner", "كحل للعيون", 35, 55, "makeup", { brand: "qamar" }),
    p("Volume Mascara", "ماسكارا مكثفة", 55, 80, "makeup", { brand: "qamar" }),
    p("Foundation SPF 15", "كريم أساس بعامل حماية 15", 120, 170, "makeup", {
      choices: color(["Light", "Medium", "Tan", "Deep"]),
      brand: "qamar",
    }),
    p("Building Blocks Set (500 pcs)", "مكعبات بناء (500 قطعة)", 120, 180, "kids_toys", {
      brand: "explorer",
    }),
    p("Remote Control Car", "سيارة تحكم عن بعد", 150, 230, "kids_toys", {
      brand: "explorer",
      choices: color(["Red", "Yellow"]),
    }),
    p("Plush Camel Toy", "دمية جمل محشوة", 45, 70, "kids_toys", { brand: "explorer" }),
    p("Kids Scooter", "سكوتر أطفال", 180, 260, "kids_toys", {
      brand: "explorer",
      choices: color(["Pink", "Blue"]),
    }),
    p("1000-piece Jigsaw Puzzle", "لغز تركيب من 1000 قطعة", 60, 90, "games", { brand: "explorer" }),
    p("Family Strategy Board Game", "لعبة لوحية استراتيجية للعائلة", 120, 170, "games", {
      brand: "majlis",
    }),
    p("Wooden Chess Set", "طقم شطرنج خشبي", 90, 140, "games", { brand: "majlis" }),
  ],
  descriptions: {
    phones: [
      "{name} with a bright display, all-day battery and a 2-year warranty.",
      "{name} بشاشة ساطعة وبطارية تدوم طوال اليوم وضمان لمدة سنتين.",
    ],
    audio: [
      "{name} with rich sound and long battery life.",
      "{name} بصوت غني وبطارية طويلة العمر.",
    ],
    accessories: ["{name}, tested for everyday use.", "{name} مختبر للاستخدام اليومي."],
    mens_fashion: [
      "{name} in breathable fabric, made for the UAE summer.",
      "{name} من قماش يسمح بمرور الهواء، مصمم لصيف الإمارات.",
    ],
    womens_fashion: ["{name}, elegant and comfortable.", "{name} أنيق ومريح."],
    shoes: [
      "{name} with cushioned soles for all-day comfort.",
      "{name} بنعل مبطن لراحة طوال اليوم.",
    ],
    cookware: ["{name}, built to last in a busy kitchen.", "{name} مصنوع ليدوم في المطبخ المزدحم."],
    decor: ["{name} to bring warmth to your home.", "{name} لإضفاء الدفء على منزلك."],
    bedding: ["{name} for a restful night.", "{name} لليلة هانئة."],
    fitness: ["{name} for home and gym workouts.", "{name} للتمارين في المنزل والنادي."],
    outdoor: [
      "{name} for desert camping and weekend trips.",
      "{name} للتخييم في الصحراء ورحلات نهاية الأسبوع.",
    ],
    fragrance: ["{name}, a long-lasting Arabian scent.", "{name}، رائحة عربية تدوم طويلاً."],
    makeup: ["{name}, long-wear and transfer-proof.", "{name} يدوم طويلاً ولا ينتقل."],
    kids_toys: ["{name} for hours of play. Ages 3+.", "{name} لساعات من اللعب. من عمر 3 سنوات."],
    games: ["{name} for family game nights.", "{name} لأمسيات الألعاب العائلية."],
  },
};
