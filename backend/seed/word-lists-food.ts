import { multi, single } from "./catalogue-food";
import { product as p, type FoodVariationSeed, type ProductSeed } from "./catalogue-types";

/**
 * More dishes for the generated restaurants of the default zone (sub-category keys of
 * catalogue-food.ts), and choices for the sub-categories that had none there. The generated
 * restaurants sell these and the original dishes.
 */

const halal = { halal: true };
const veg = { veg: true };

export const FOOD_WORDS: ProductSeed[] = [
  p("Mixed Shawarma Wrap", "شاورما مشكلة ملفوفة", 17, 22, "shawarma", halal),
  p("Chicken Shawarma Saj", "شاورما دجاج صاج", 15, 19, "shawarma", halal),
  p("Spicy Falafel Box", "علبة فلافل حارة", 14, 18, "shawarma", veg),
  p("Chicken Kebab Skewers", "أسياخ كباب دجاج", 34, 42, "grills", halal),
  p("Lamb Tikka Skewers", "أسياخ تكة لحم غنم", 45, 55, "grills", halal),
  p("Grilled Hammour Fillet", "فيليه هامور مشوي", 55, 70, "grills", halal),
  p("Arayes with Cheese", "عرايس بالجبنة", 22, 28, "grills", halal),
  p("Batata Harra", "بطاطا حارة", 14, 18, "mezze", veg),
  p("Meat Sambousek (4 pcs)", "سمبوسك باللحم (4 قطع)", 18, 24, "mezze", halal),
  p("Vegetable Dum Biryani", "برياني خضار دم", 26, 32, "biryani", veg),
  p("Fish Biryani", "برياني سمك", 36, 46, "biryani", halal),
  p("Chicken Korma", "دجاج قورمة", 32, 40, "curries", halal),
  p("Paneer Butter Masala", "بانير بالزبدة والماسالا", 28, 34, "curries", veg),
  p("Aloo Paratha", "براتا بالبطاطس", 8, 11, "breads", veg),
  p("Za'atar Pizza", "بيتزا بالزعتر", 28, 36, "pizza", veg),
  p("Halloumi & Olive Pizza", "بيتزا الحلوم والزيتون", 36, 44, "pizza", veg),
  p("Chicken Alfredo Fettuccine", "فيتوتشيني ألفريدو بالدجاج", 40, 48, "pasta", halal),
  p("Mac & Cheese", "معكرونة بالجبن", 28, 34, "pasta", veg),
  p("Truffle Beef Burger", "برجر لحم بالترفل", 48, 58, "beef_burgers", halal),
  p("Camel Burger", "برجر لحم الجمل", 44, 54, "beef_burgers", halal),
  p("Nashville Hot Chicken Burger", "برجر دجاج ناشفيل الحار", 34, 40, "chicken_burgers", halal),
  p("Mozzarella Sticks (6 pcs)", "أصابع موزاريلا (6 قطع)", 18, 24, "sides", veg),
  p("Shrimp Tempura Roll", "رول تمبورا الروبيان", 42, 52, "sushi"),
  p("Vegetable Maki (6 pcs)", "ماكي خضار (6 قطع)", 24, 30, "sushi", veg),
  p("Egg Fried Rice", "أرز مقلي بالبيض", 22, 28, "noodles", veg),
  p("Chicken Yakisoba", "ياكيسوبا بالدجاج", 34, 42, "noodles", halal),
  p("Pistachio Kunafa", "كنافة بالفستق", 24, 30, "cakes", veg),
  p("Saffron Rice Pudding", "مهلبية الأرز بالزعفران", 16, 22, "cakes", veg),
  p("Date Brownie", "براوني التمر", 14, 19, "cakes", veg),
  p("Saffron Karak Tea", "شاي كرك بالزعفران", 6, 9, "coffee", veg),
  p("Cold Brew", "قهوة كولد برو", 16, 22, "coffee", veg),
  p("Strawberry Mojito", "موهيتو الفراولة", 16, 22, "juices", veg),
  p("Quinoa Tabbouleh", "تبولة بالكينوا", 28, 34, "salads", veg),
  p("Beetroot & Feta Salad", "سلطة الشمندر والفيتا", 28, 34, "salads", veg),
  p("Teriyaki Salmon Bowl", "وعاء سلمون ترياكي", 48, 56, "bowls"),
  p("Mediterranean Chicken Bowl", "وعاء دجاج متوسطي", 36, 44, "bowls", halal),
  p("Balaleet", "بلاليط", 20, 26, "eggs", veg),
  p("Turkish Eggs", "بيض على الطريقة التركية", 26, 32, "eggs", veg),
  p("Cheese & Za'atar Manousheh", "منقوشة جبنة وزعتر", 12, 16, "manakish", veg),
  p("Muhammara Manousheh", "منقوشة محمرة", 10, 14, "manakish", veg),
];

/** Choices of the sub-categories catalogue-food.ts left without (required multi ones too). */
export const FOOD_WORD_VARIATIONS: Record<string, FoodVariationSeed[]> = {
  mezze: [
    multi("Served with", 1, 2, true, [
      ["Arabic bread", 0],
      ["Vegetable sticks", 2],
      ["Pita chips", 3],
    ]),
  ],
  pasta: [
    single("Pasta", true, [
      ["Penne", 0],
      ["Spaghetti", 0],
      ["Gluten-free", 6],
    ]),
    multi("Add-ins", 0, 2, false, [
      ["Grilled chicken", 9],
      ["Mushrooms", 4],
      ["Parmesan", 4],
    ]),
  ],
  sides: [
    single("Size", true, [
      ["Regular", 0],
      ["Large", 5],
    ]),
    multi("Dips", 1, 2, true, [
      ["Ketchup", 0],
      ["Garlic mayo", 0],
      ["Cheese sauce", 3],
    ]),
  ],
  eggs: [
    single("Eggs", true, [
      ["Scrambled", 0],
      ["Fried", 0],
      ["Boiled", 0],
    ]),
  ],
  manakish: [
    single("Dough", true, [
      ["Regular", 0],
      ["Whole wheat", 2],
    ]),
  ],
};
