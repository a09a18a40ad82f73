import { product as p, type ChoiceSeed, type ProductSeed } from "./catalogue-types";

/**
 * More general goods for the generated shops of the default zone (sub-category keys of
 * catalogue-ecommerce.ts). Option axes become choice_options and per-variation stock.
 */

const color = (colors: string[]): ChoiceSeed[] => [{ title: "Color", options: colors, step: 0 }];
const clothing = (colors: string[]): ChoiceSeed[] => [
  { title: "Size", options: ["S", "M", "L", "XL"], step: 0 },
  { title: "Color", options: colors, step: 0 },
];
const shoes: ChoiceSeed[] = [
  { title: "Size", options: ["39", "40", "41", "42", "43", "44"], step: 0 },
];
const storage = (colors: string[], step: number): ChoiceSeed[] => [
  { title: "Storage", options: ["128GB", "256GB", "512GB"], step },
  { title: "Color", options: colors, step: 0 },
];
const bed: ChoiceSeed[] = [{ title: "Size", options: ["Single", "Queen", "King"], step: 50 }];
const volume = (step: number): ChoiceSeed[] => [
  { title: "Size", options: ["50 ml", "100 ml"], step },
];

export const ECOMMERCE_WORDS: ProductSeed[] = [
  p("Zenith Fold Smartphone", "هاتف زينيث فولد الذكي", 3800, 4600, "phones", {
    brand: "zenith",
    choices: storage(["Black", "Cream"], 400),
  }),
  p("Nova Watch 3", "ساعة نوفا 3", 700, 950, "phones", {
    brand: "nova",
    choices: color(["Black", "Silver", "Rose"]),
  }),
  p("Zenith E-Reader", "قارئ الكتب الإلكترونية زينيث", 380, 520, "phones", { brand: "zenith" }),
  p("Studio Over-ear Headphones", "سماعات رأس استوديو", 450, 650, "audio", {
    brand: "nova",
    choices: color(["Black", "Navy", "Sand"]),
  }),
  p("Mini Smart Speaker", "مكبر صوت ذكي صغير", 150, 220, "audio", {
    brand: "zenith",
    choices: color(["Charcoal", "White"]),
  }),
  p("Kids Volume-limited Headphones", "سماعات أطفال بصوت محدود", 90, 140, "audio", {
    brand: "explorer",
    choices: color(["Pink", "Blue", "Green"]),
  }),
  p("Wireless Charging Pad", "قاعدة شحن لاسلكي", 80, 130, "accessories", {
    brand: "nova",
    choices: color(["Black", "White"]),
  }),
  p("Laptop Sleeve 14 inch", "حقيبة لابتوب 14 بوصة", 90, 140, "accessories", {
    brand: "jild",
    choices: color(["Brown", "Grey"]),
  }),
  p("Car Phone Holder", "حامل هاتف للسيارة", 40, 70, "accessories", { brand: "zenith" }),
  p("Universal Travel Adapter", "محول سفر عالمي", 55, 85, "accessories"),
  p("Cotton Ghutra", "غترة قطنية", 60, 110, "mens_fashion", {
    brand: "sahara",
    choices: color(["White", "Red Check"]),
  }),
  p("Linen Summer Shirt", "قميص صيفي من الكتان", 110, 170, "mens_fashion", {
    brand: "urban",
    choices: clothing(["White", "Sky Blue"]),
  }),
  p("Leather Belt", "حزام جلدي", 80, 140, "mens_fashion", {
    brand: "jild",
    choices: color(["Black", "Brown"]),
  }),
  p("Chiffon Shayla", "شيلة شيفون", 45, 80, "womens_fashion", {
    brand: "sahara",
    choices: color(["Black", "Nude", "Dusty Pink"]),
  }),
  p("Silk Kaftan", "قفطان حريري", 260, 380, "womens_fashion", {
    brand: "sahara",
    choices: clothing(["Emerald", "Gold"]),
  }),
  p("Leather Tote Bag", "حقيبة يد جلدية", 280, 420, "womens_fashion", {
    brand: "jild",
    choices: color(["Tan", "Black", "Burgundy"]),
  }),
  p("Trail Hiking Boots", "حذاء مشي جبلي", 320, 460, "shoes", { brand: "falcon", choices: shoes }),
  p("Pool Slides", "شبشب مسبح", 60, 95, "shoes", { brand: "urban", choices: shoes }),
  p("Kids Light-up Sneakers", "حذاء رياضي مضيء للأطفال", 110, 160, "shoes", {
    brand: "explorer",
    choices: [{ title: "Size", options: ["28", "30", "32", "34"], step: 0 }],
  }),
  p("Glass Teapot with Infuser", "إبريق شاي زجاجي بمصفاة", 70, 110, "cookware", {
    brand: "aurora",
  }),
  p("Air Fryer 5 L", "قلاية هوائية 5 لتر", 320, 450, "cookware", {
    brand: "aurora",
    choices: color(["Black", "White"]),
  }),
  p("Arabic Calligraphy Wall Art", "لوحة خط عربي جدارية", 180, 280, "decor", { brand: "medina" }),
  p("Majlis Cushion Set (4)", "طقم وسائد مجلس (4)", 220, 320, "decor", {
    brand: "medina",
    choices: color(["Maroon", "Teal", "Gold"]),
  }),
  p("Oud Reed Diffuser", "معطر أعواد بالعود", 90, 140, "decor", { brand: "oud" }),
  p("Incense Burner Mabkhara", "مبخرة", 70, 120, "decor", { brand: "oud" }),
  p("Cotton Duvet Cover", "غطاء لحاف قطني", 180, 260, "bedding", { brand: "aurora", choices: bed }),
  p("Weighted Blanket 7 kg", "بطانية ثقيلة 7 كغ", 260, 360, "bedding", { brand: "aurora" }),
  p("Foam Roller", "أسطوانة تدليك إسفنجية", 60, 95, "fitness", {
    brand: "falcon",
    choices: color(["Black", "Blue"]),
  }),
  p("Beach Umbrella", "مظلة شاطئ", 110, 170, "outdoor", {
    brand: "falcon",
    choices: color(["Blue Stripe", "Sand"]),
  }),
  p("Cooler Box 45 L", "صندوق تبريد 45 لتر", 190, 280, "outdoor", {
    brand: "falcon",
    choices: color(["Blue", "Sand"]),
  }),
  p("Rose Oud Eau de Parfum", "عطر الورد والعود", 280, 420, "fragrance", {
    brand: "oud",
    choices: volume(120),
  }),
  p("White Musk Perfume Oil 12 ml", "زيت عطر المسك الأبيض 12 مل", 60, 95, "fragrance", {
    brand: "oud",
  }),
  p("Bakhoor Incense Box", "علبة بخور", 90, 150, "fragrance", { brand: "oud" }),
  p("Highlighter Palette", "باليت هايلايتر", 80, 120, "makeup", {
    brand: "qamar",
    choices: color(["Gold", "Rose"]),
  }),
  p("Wooden Doll House", "بيت دمى خشبي", 260, 380, "kids_toys", { brand: "explorer" }),
  p("Balance Bike", "دراجة توازن", 180, 260, "kids_toys", {
    brand: "explorer",
    choices: color(["Red", "Mint", "Yellow"]),
  }),
  p("Carrom Board", "لوح كيرم", 140, 220, "games", { brand: "majlis" }),
  p("Baloot Card Set", "طقم ورق بلوت", 25, 45, "games", { brand: "majlis" }),
  p("Kids Trivia Game", "لعبة أسئلة ثقافية للأطفال", 70, 110, "games", { brand: "majlis" }),
];
