/**
 * Which Twemoji picture shows a thing of the demo (an item, a category, a store, a banner): the
 * first pattern that matches its English name, else its category's, else its module's. Order
 * matters: the specific before the general ("chicken burger" is a burger, "chicken" alone a
 * drumstick; "coffee dallah" a coffee, "dallah set" cookware). Pictures are emoji characters
 * here; `twemojiFile` turns one into the package's file name.
 */
const WORDS: Array<[RegExp, string]> = [
  // food dishes
  [/headphone|earbud/, "🎧"],
  [/espresso|coffee bean|arabic coffee with/, "☕"],
  [/cough|paracetamol syrup|elderberry/, "🥄"],
  [/\bdates?\b/, "🌴"],
  [/burger/, "🍔"],
  [/pizza|pizzeria|trattoria/, "🍕"],
  [/shawarma|wrap|saj|falafel/, "🌯"],
  [/biryani|fried rice|rice pudding|pudding/, "🍛"],
  [/curr|masala|korma|makhani|rogan|paneer|butter chicken|tikka/, "🍛"],
  [/sushi|maki|nigiri|sashimi|roll\b|california|dragon roll/, "🍣"],
  [/ramen|noodle|pad thai|teriyaki noodles/, "🍜"],
  [/kung pao|teriyaki|poke|bowl/, "🥡"],
  [/edamame/, "🫛"],
  [/pasta|spaghetti|linguine|fettuccine|penne|lasagna|mac & cheese/, "🍝"],
  [/kebab|kofta|skewer|grill|arayes|bbq/, "🍖"],
  [
    /wings|grilled half chicken|whole chicken|chicken thighs|chicken breast|poultry|crispy cluck/,
    "🍗",
  ],
  [/fries|potato|batata/, "🍟"],
  [/onion ring/, "🧅"],
  [/salad|fattoush|tabbouleh|greens|coleslaw/, "🥗"],
  [/hummus|moutabal|muhammara|mezze|dip/, "🫓"],
  [/manakish|manaeesh|fatayer|lahm bi ajeen|naan|paratha|roti|arabic bread|pita|tanoor/, "🫓"],
  [/sambousek|kibbeh|warak|mozzarella sticks/, "🥟"],
  [/omelette|eggs? benedict|turkish eggs|balaleet|\beggs?\b/, "🍳"],
  [/avocado toast|toast/, "🍞"],
  [/foul|beans|chana|dal\b|lentil|chickpea/, "🫘"],
  [/cheesecake|cake|velvet|umm ali/, "🍰"],
  [/kunafa|baklava|sweets|halawa|maamoul|luqaimat/, "🍯"],
  [/croissant|pastr|bakery|cinnamon roll/, "🥐"],
  [/muffin/, "🧁"],
  [/lassi|shake|smoothie/, "🥤"],
  [/acai/, "🫐"],
  [/karak|chai|\btea\b|teapot/, "🍵"],
  [/coffee|latte|cappuccino|americano|flat white|cold brew|espresso|dallah|café|cafe/, "☕"],
  [/mojito|lemon mint|lemonade|sparkling/, "🍹"],
  [/juice|nectar/, "🧃"],
  // grocery
  [/watermelon seed|pistachio|almond|cashew|mixed nuts|\bnuts\b/, "🥜"],
  [/watermelon/, "🍉"],
  [/mango/, "🥭"],
  [/banana/, "🍌"],
  [/blueberr/, "🫐"],
  [/strawberr/, "🍓"],
  [/grape/, "🍇"],
  [/\bfigs?\b|dragon fruit|pomegranate/, "🍈"],
  [/green apple/, "🍏"],
  [/apple/, "🍎"],
  [/orange|citrus/, "🍊"],
  [/melon/, "🍈"],
  [/avocado/, "🥑"],
  [/apricot|dried fruit/, "🍑"],
  [/broccoli/, "🥦"],
  [/carrot/, "🥕"],
  [/cucumber|zucchini/, "🥒"],
  [/eggplant/, "🍆"],
  [/garlic/, "🧄"],
  [/pepper/, "🫑"],
  [/onion/, "🧅"],
  [/\bcorn\b|popcorn/, "🌽"],
  [/spinach|lettuce|rocket|parsley|coriander|mint|herb|leafy|vegetable|organic/, "🥬"],
  [/fruit|fresh market|grocer/, "🍎"],
  [/camel milk|goat milk|milk|laban|dairy|oat drink/, "🥛"],
  [/yogurt|labneh/, "🥛"],
  [/cheese|cheddar|halloumi|feta|akkawi/, "🧀"],
  [/bread|loaf|bun|brioche|wheat|sourdough/, "🍞"],
  [/water/, "💧"],
  [/rice|bulgur|quinoa|grain/, "🍚"],
  [/olive oil|sunflower oil|\boil\b|ghee/, "🫒"],
  [/olive/, "🫒"],
  [/honey|syrup/, "🍯"],
  [/saffron|sumac|turmeric|cardamom|cinnamon|spice|za'?atar|loomi|lime/, "🧂"],
  [/chip|cracker|tortilla/, "🥨"],
  [/chocolate|wafer/, "🍫"],
  [/salmon|hammour|kingfish|sea bream|fish|seafood/, "🐟"],
  [/prawn|shrimp/, "🦐"],
  [/steak|ribeye|mince|lamb|beef|camel meat|mutton|meat|butcher/, "🥩"],
  [/chicken/, "🍗"],
  [/detergent|softener|laundry/, "🧺"],
  [/dishwash|cleaner|cleaning|surface/, "🧽"],
  [/trash bag/, "🗑️"],
  [/toilet|tissue|kitchen towel|paper|foil/, "🧻"],
  [/soap|shower gel|body lotion|hand cream|body mist|bath & body/, "🧼"],
  [/shampoo|hair oil|henna|hair colour|hair serum|hair/, "🧴"],
  // pharmacy
  [/thermometer/, "🌡️"],
  [/blood pressure|oximeter|glucometer|glucose|monitor/, "🩺"],
  [/bandage|gauze|plaster|first aid|cold pack|burn/, "🩹"],
  [/syrup|cough|elderberry/, "🍯"],
  [/drops|nasal spray|spray/, "💧"],
  [/inhaler|salbutamol/, "🫁"],
  [/toothbrush|toothpaste|floss|mouthwash|dental|oral/, "🪥"],
  [/diaper|wipes|baby|infant|newborn|puree|mom/, "🍼"],
  [/razor|shav|beard|aftershave|grooming/, "🪒"],
  [/sunscreen|spf/, "🧴"],
  [/serum|cream|moisturis|lotion|gel|balm|toner|skin|acne|vapour rub/, "🧴"],
  [/pregnancy|prenatal|folic|women's health|intimate/, "🤰"],
  [
    /vitamin|multivitamin|omega|zinc|iron|magnesium|biotin|gummies|cranberry|probiotic|supplement/,
    "💊",
  ],
  [/protein|creatine|whey/, "💪"],
  [/electrolyte|rehydration|effervescent/, "🥤"],
  [/tablet|capsule|mg\b|mcg|aspirin|paracetamol|ibuprofen|naproxen|lozenge|antacid|patch/, "💊"],
  [
    /pharmacy|medic|wellness|medicine|care|shifa|health|pain|fever|allergy|flu|digestive|immunity|nutrition/,
    "💊",
  ],
  // ecommerce
  [/smartwatch|fitness band|\bwatch\b/, "⌚"],
  [/tablet\b|tab \d/, "📱"],
  [/smartphone|phone/, "📱"],
  [/speaker|soundbar|audio/, "🔊"],
  [/power bank|charger|charging|cable|adapter|accessor/, "🔌"],
  [/laptop|electronics|gadget/, "💻"],
  [/polo|t-shirt|shirt/, "👕"],
  [/chinos|jeans|denim/, "👖"],
  [/belt|ghutra|kandura/, "👔"],
  [/abaya|kaftan|dress|shayla|scarf/, "👗"],
  [/tote|bag/, "👜"],
  [/sneaker|running shoe|shoe|boots/, "👟"],
  [/sandal|slides/, "🩴"],
  [/fashion|style|threads|clothes|men\b|women\b/, "👗"],
  [/air fryer|dutch oven|frying pan|pan\b|cookware|kettle|stove/, "🍳"],
  [/knife/, "🔪"],
  [/towel|bath\b|duvet|sheet|pillow|blanket|bedding/, "🛏️"],
  [/lantern|candle/, "🕯️"],
  [/vase|wall art|calligraphy|decor|cushion|home/, "🏺"],
  [/bakhoor|incense|mabkhara|diffuser|oud|perfume|parfum|cologne|musk|fragrance|amber/, "🪔"],
  [/lipstick|mascara|eyeliner|kohl|foundation|highlighter|makeup|beauty/, "💄"],
  [/dumbbell|resistance|foam roller|fitness/, "🏋️"],
  [/yoga/, "🧘"],
  [/bottle/, "🥤"],
  [/tent|camping|cooler|umbrella|outdoor/, "⛺"],
  [/sports/, "⚽"],
  [/puzzle|jigsaw/, "🧩"],
  [/chess/, "♟️"],
  [/card set|baloot|trivia|board game|carrom|game/, "🎲"],
  [/bike|scooter/, "🛴"],
  [/remote control car/, "🚗"],
  [/plush|camel toy/, "🐪"],
  [/blocks|doll|toy/, "🧸"],
  [/gift/, "🎁"],
  // parcel, promotions, people, places
  [/document/, "📄"],
  [/fragile/, "🥂"],
  [/electronic/, "💻"],
  [/package|box|parcel|courier|delivery/, "📦"],
  [/free delivery|delivered|fast/, "🛵"],
  [/deal|off\b|sale|discount|save|offer|flash/, "🏷️"],
  [/feast|platter|family|sharing/, "🍽️"],
  [/breakfast|morning/, "🥐"],
  [/late|night|midnight/, "🌙"],
  [/weekend|ramadan|eid/, "🌙"],
  [/bites|kitchen|restaurant|food/, "🍽️"],
  [/market|mart|supermarket|hypermarket|basket|pantry|stock up/, "🛒"],
  [/zone|city|dubai|map/, "🗺️"],
  [/app|download/, "📲"],
];

/** The module's picture when nothing in the names matched. */
export const THEME_EMOJI: Record<string, string> = {
  grocery: "🛒",
  food: "🍽️",
  pharmacy: "💊",
  shop: "🛍️",
  parcel: "📦",
  promo: "🎁",
  person: "🙂",
};

/** The picture of the first text that names something known, or undefined. */
export function emojiFor(...texts: Array<string | null | undefined>): string | undefined {
  for (const text of texts) {
    if (!text) continue;
    const lower = text.toLowerCase();
    for (const [pattern, emoji] of WORDS) if (pattern.test(lower)) return emoji;
  }
  return undefined;
}

/**
 * Twemoji names a file by its code points in hex joined with "-", without the variation
 * selector U+FE0F ("🏋️" → "1f3cb"), except inside ZWJ sequences, which this table has none of.
 */
export function twemojiCode(emoji: string): string {
  return [...emoji]
    .map((c) => c.codePointAt(0)!)
    .filter((cp) => cp !== 0xfe0f)
    .map((cp) => cp.toString(16))
    .join("-");
}

/** Every picture the table can choose, for the test that checks each exists in the package. */
export const ALL_EMOJI = [...new Set([...WORDS.map(([, e]) => e), ...Object.values(THEME_EMOJI)])];
