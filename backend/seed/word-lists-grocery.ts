import { product as p, type ProductSeed } from "./catalogue-types";

/**
 * More supermarket products for the generated grocery stores of the default zone
 * (sub-category keys of catalogue-grocery.ts, and of its Beauty extras in catalogue-extras.ts;
 * units, nutrition and allergies follow the sub-category there). The generated stores sell
 * these and the original products.
 */

const weight = [{ title: "Weight", options: ["500 g", "1 kg", "2 kg"], step: 0 }];
const packOf = (options: string[], step: number) => [{ title: "Pack", options, step }];

export const GROCERY_WORDS: ProductSeed[] = [
  p("Green Apples", "تفاح أخضر", 8, 12, "fruits", { organic: true, choices: weight }),
  p("Dragon Fruit", "فاكهة التنين", 14, 20, "fruits"),
  p("Kiwi (6 pcs)", "كيوي (6 حبات)", 9, 13, "fruits"),
  p("Fresh Figs 250 g", "تين طازج 250 غ", 14, 19, "fruits", { organic: true }),
  p("Sweet Melon", "شمام", 9, 14, "fruits"),
  p("Lemons", "ليمون", 5, 8, "fruits", { choices: weight }),
  p("Okra 500 g", "بامية 500 غ", 7, 10, "vegetables"),
  p("Cauliflower", "قرنبيط", 6, 9, "vegetables"),
  p("Sweet Potatoes", "بطاطا حلوة", 7, 10, "vegetables", { choices: weight }),
  p("Garlic (3 pcs)", "ثوم (3 حبات)", 4, 6, "vegetables"),
  p("Cherry Tomatoes 250 g", "طماطم كرزية 250 غ", 7, 10, "vegetables", { organic: true }),
  p("Green Beans 500 g", "فاصوليا خضراء 500 غ", 8, 11, "vegetables"),
  p("Fresh Dill", "شبت طازج", 2, 4, "herbs"),
  p("Sweet Basil", "ريحان", 3, 5, "herbs", { organic: true }),
  p("Goat Milk 500 ml", "حليب الماعز 500 مل", 10, 14, "milk", { brand: "desert" }),
  p("Oat Drink 1 L", "مشروب الشوفان 1 لتر", 14, 19, "milk", { veg: true, organic: true }),
  p("Strawberry Milk 200 ml", "حليب بالفراولة 200 مل", 2, 4, "milk", {
    brand: "oasis",
    choices: packOf(["1", "6", "12"], 9),
  }),
  p("Nabulsi Cheese 250 g", "جبنة نابلسية 250 غ", 13, 17, "cheese"),
  p("Kashkaval Cheese 400 g", "جبنة قشقوان 400 غ", 18, 24, "cheese"),
  p("Labneh Balls in Olive Oil", "كرات لبنة بزيت الزيتون", 16, 22, "cheese", { brand: "bayt" }),
  p("Mango Yogurt Cups (4)", "أكواب زبادي بالمانجو (4)", 8, 11, "yogurt"),
  p("Duck Eggs (6)", "بيض البط (6)", 12, 16, "eggs_g"),
  p("Quail Eggs (24)", "بيض السمان (24)", 10, 14, "eggs_g"),
  p("Saj Bread (10)", "خبز صاج (10)", 5, 7, "bread"),
  p("Brown Arabic Bread (6)", "خبز عربي أسمر (6)", 3, 5, "bread"),
  p("Za'atar Croissants (4)", "كرواسون بالزعتر (4)", 10, 14, "pastries"),
  p("Pistachio Baklava 500 g", "بقلاوة بالفستق 500 غ", 35, 48, "pastries"),
  p("Fresh Orange Juice 1 L", "عصير برتقال طازج 1 لتر", 10, 14, "juice_g", { brand: "harvest" }),
  p("Pomegranate Juice 1 L", "عصير رمان 1 لتر", 14, 19, "juice_g"),
  p("Lemon Flavoured Water 500 ml", "مياه بنكهة الليمون 500 مل", 2, 3, "water", {
    brand: "springs",
    choices: packOf(["6", "12", "24"], 6),
  }),
  p("Karak Tea Mix (10 sachets)", "خلطة شاي كرك (10 أكياس)", 12, 16, "tea_coffee"),
  p("Sella Basmati Rice 5 kg", "أرز بسمتي سيلا 5 كغ", 38, 52, "rice", { brand: "palm" }),
  p("Sesame Tahini 400 g", "طحينة سمسم 400 غ", 12, 16, "oils"),
  p("Baharat Spice Mix 100 g", "بهارات مشكلة 100 غ", 6, 9, "spices"),
  p("Black Lime (Loomi) 100 g", "لومي 100 غ", 6, 9, "spices"),
  p("Cinnamon Sticks 100 g", "أعواد القرفة 100 غ", 6, 9, "spices"),
  p("Sukkari Dates 1 kg", "تمر سكري 1 كغ", 35, 48, "dates", { brand: "palm" }),
  p("Ajwa Dates 500 g", "تمر عجوة 500 غ", 40, 55, "dates", { brand: "palm" }),
  p("Baked Pita Chips 150 g", "رقائق خبز محمصة 150 غ", 6, 9, "chips"),
  p("Salted Popcorn 100 g", "فشار مملح 100 غ", 4, 6, "chips"),
  p("Camel Milk Chocolate 70 g", "شوكولاتة حليب النوق 70 غ", 12, 16, "chocolate"),
  p("Hazelnut Wafer Bars (6)", "ويفر بالبندق (6)", 8, 12, "chocolate"),
  p("Roasted Watermelon Seeds 250 g", "بذور البطيخ المحمصة 250 غ", 6, 9, "nuts"),
  p("Deluxe Mixed Nuts 400 g", "مكسرات مشكلة فاخرة 400 غ", 34, 45, "nuts"),
  p("Sunflower Seeds 250 g", "بذور دوار الشمس 250 غ", 5, 8, "nuts"),
  p("Chicken Shawarma Strips 500 g", "شرائح دجاج للشاورما 500 غ", 16, 21, "poultry", {
    halal: true,
  }),
  p("Marinated Chicken Tikka 500 g", "دجاج تكا متبل 500 غ", 18, 24, "poultry", { halal: true }),
  p("Camel Meat 1 kg", "لحم جمل 1 كغ", 45, 60, "red_meat", { halal: true }),
  p("Kingfish Steaks 500 g", "شرائح سمك الكنعد 500 غ", 30, 42, "seafood"),
  p("Glass Cleaner 500 ml", "منظف زجاج 500 مل", 8, 12, "cleaning"),
  p("Fabric Softener 3 L", "منعم أقمشة 3 لتر", 18, 25, "cleaning"),
  p("Floor Cleaner 1 L", "منظف أرضيات 1 لتر", 9, 13, "cleaning"),
  p("Black Seed Hand Cream 75 ml", "كريم اليدين بالحبة السوداء 75 مل", 12, 17, "bath_body"),
  p("Oud Body Mist 150 ml", "بخاخ الجسم بالعود 150 مل", 25, 35, "bath_body"),
  p("Charcoal Face Wash 150 ml", "غسول الوجه بالفحم 150 مل", 16, 22, "hair_skin"),
  p("Coconut Hair Oil 200 ml", "زيت جوز الهند للشعر 200 مل", 12, 17, "hair_skin", {
    organic: true,
  }),
  p("Aluminium Foil 30 m", "ورق ألمنيوم 30 م", 9, 13, "paper"),
];
