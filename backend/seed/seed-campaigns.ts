import { imageFileName, slugify } from "../services/images";
import { inserter, type SeedContext } from "./seed-context";
import { themeOf } from "./seed-geo-modules";
import type { SeededStore } from "./seed-stores";

/** Basic campaigns (one ending tomorrow, one expired), item campaigns and the flash sales. */

export function seedCampaigns(ctx: SeedContext, stores: SeededStore[]) {
  const { db } = ctx;
  const addCampaign = inserter(db, "campaigns", [
    "id",
    "title",
    "title_ar",
    "description",
    "description_ar",
    "image",
    "module_id",
    "status",
    "start_date",
    "end_date",
    "start_time",
    "end_time",
    "created_at",
    "updated_at",
  ]);
  const join = inserter(db, "campaign_store", ["campaign_id", "store_id", "campaign_status"]);
  /** A campaign open all day from `startDay` to `endDay` (days from the seed's "now"). */
  const addRunning = (c: {
    id: number;
    moduleId: number;
    en: string;
    ar: string;
    desc: string;
    descAr: string;
    startDay: number;
    endDay: number;
    createdDaysAgo: number;
  }) =>
    addCampaign({
      id: c.id,
      title: c.en,
      title_ar: c.ar,
      description: c.desc,
      description_ar: c.descAr,
      image: imageFileName(c.en, c.id, { theme: themeOf(c.moduleId) }),
      module_id: c.moduleId,
      status: 1,
      start_date: ctx.date(c.startDay),
      end_date: ctx.date(c.endDay),
      start_time: "00:00:00",
      end_time: "23:59:59",
      created_at: ctx.ago(c.createdDaysAgo),
      updated_at: ctx.ago(c.createdDaysAgo),
    });
  const campaigns: [number, string, string, string, string, number][] = [
    [
      2,
      "Weekend Feast",
      "وليمة نهاية الأسبوع",
      "Family meals from Dubai's favourite kitchens at special prices.",
      "وجبات عائلية من أشهر مطابخ دبي بأسعار خاصة.",
      20,
    ],
    [
      2,
      "Last Call Deals",
      "عروض الفرصة الأخيرة",
      "Ends tomorrow: grab these restaurant deals before they're gone.",
      "تنتهي غداً: اغتنم عروض المطاعم قبل فوات الأوان.",
      1,
    ],
    [
      1,
      "Fresh Market Days",
      "أيام السوق الطازج",
      "Farm-fresh fruit and vegetables with extra savings.",
      "فواكه وخضروات طازجة من المزرعة مع توفير إضافي.",
      14,
    ],
    [
      3,
      "Wellness Month",
      "شهر العافية",
      "Vitamins, skin care and more from trusted pharmacies.",
      "فيتامينات ومنتجات العناية بالبشرة والمزيد من صيدليات موثوقة.",
      25,
    ],
    [
      4,
      "Tech Fest",
      "مهرجان التقنية",
      "The latest gadgets with launch offers.",
      "أحدث الأجهزة مع عروض الإطلاق.",
      10,
    ],
  ];
  campaigns.forEach(([moduleId, en, ar, desc, descAr, days], i) => {
    const id = i + 1;
    addRunning({
      id,
      moduleId,
      en,
      ar,
      desc,
      descAr,
      startDay: -5,
      endDay: days,
      createdDaysAgo: 6,
    });
    for (const store of stores
      .filter((s) => s.seed.module === moduleId && !s.seed.inactive)
      .slice(i % 2, (i % 2) + 5)) {
      join({ campaign_id: id, store_id: store.id, campaign_status: "confirmed" });
    }
  });
  // an expired campaign that must not be listed
  addRunning({
    id: 6,
    moduleId: 1,
    en: "Spring Sale",
    ar: "تخفيضات الربيع",
    desc: "Finished.",
    descAr: "انتهى.",
    startDay: -60,
    endDay: -30,
    createdDaysAgo: 61,
  });
  // a second running campaign for the grocery, pharmacy and shop homes, joined by every active
  // store of the module so each zone lists it
  const more: [number, number, string, string, string, string, number][] = [
    [
      7,
      1,
      "Healthy Breakfast Week",
      "أسبوع الفطور الصحي",
      "Oats, eggs, labneh and fresh bread at breakfast-friendly prices.",
      "شوفان وبيض ولبنة وخبز طازج بأسعار تناسب فطورك.",
      9,
    ],
    [
      8,
      3,
      "Mother & Baby Care Days",
      "أيام العناية بالأم والطفل",
      "Diapers, baby food and care for new mums with extra savings.",
      "حفاضات وأغذية أطفال ومنتجات عناية للأمهات الجدد مع توفير إضافي.",
      12,
    ],
    [
      9,
      4,
      "Home Makeover Sale",
      "تخفيضات تجديد المنزل",
      "Cookware, bedding and décor to refresh every room.",
      "أدوات طبخ ومفارش وديكور لتجديد كل غرفة.",
      18,
    ],
  ];
  for (const [id, moduleId, en, ar, desc, descAr, days] of more) {
    addRunning({
      id,
      moduleId,
      en,
      ar,
      desc,
      descAr,
      startDay: -2,
      endDay: days,
      createdDaysAgo: 3,
    });
    for (const store of stores.filter((s) => s.seed.module === moduleId && !s.seed.inactive)) {
      join({ campaign_id: id, store_id: store.id, campaign_status: "confirmed" });
    }
  }
  seedItemCampaigns(ctx, stores);
}

function seedItemCampaigns(ctx: SeedContext, stores: SeededStore[]) {
  const add = inserter(ctx.db, "item_campaigns", [
    "id",
    "title",
    "title_ar",
    "description",
    "description_ar",
    "image",
    "store_id",
    "module_id",
    "category_id",
    "category_ids",
    "variations",
    "food_variations",
    "add_ons",
    "attributes",
    "choice_options",
    "price",
    "tax",
    "tax_type",
    "discount",
    "discount_type",
    "veg",
    "status",
    "stock",
    "maximum_cart_quantity",
    "unit_id",
    "start_date",
    "end_date",
    "start_time",
    "end_time",
    "slug",
    "created_at",
    "updated_at",
  ]);
  const rows: [string, string, string, string, number, number, number][] = [
    [
      "Weekend Grill Box",
      "صندوق مشاوي نهاية الأسبوع",
      "Mixed grill, mezze and bread for four.",
      "مشاوي مشكلة ومقبلات وخبز لأربعة أشخاص.",
      1,
      149,
      1,
    ],
    [
      "Family Sharing Platter",
      "طبق عائلي للمشاركة",
      "Shawarma, fries, salads and dips for four.",
      "شاورما وبطاطا وسلطات وصلصات لأربعة أشخاص.",
      2,
      89,
      20,
    ],
    [
      "Fresh Fruit Hamper",
      "سلة فواكه طازجة",
      "A seasonal selection of the freshest fruit.",
      "تشكيلة موسمية من أطيب الفواكه الطازجة.",
      15,
      120,
      10,
    ],
    [
      "Breakfast Essentials Bundle",
      "حزمة أساسيات الفطور",
      "Eggs, labneh, bread, milk and za'atar.",
      "بيض ولبنة وخبز وحليب وزعتر.",
      16,
      59,
      12,
    ],
    [
      "Immunity Booster Pack",
      "باقة تعزيز المناعة",
      "Vitamin C, zinc and vitamin D3 together.",
      "فيتامين سي والزنك وفيتامين د3 معاً.",
      25,
      79,
      18,
    ],
    [
      "Earbuds + Power Bank Bundle",
      "حزمة سماعات وباور بانك",
      "Wireless earbuds with a 10000 mAh power bank.",
      "سماعات لاسلكية مع باور بانك 10000 مللي أمبير.",
      32,
      349,
      9,
    ],
  ];
  // one more per module and zone (the shop serves every zone: one more in all), so each
  // module's home in each zone has item campaigns: [module, zone] picks the zone's first store
  const perZone: [string, string, string, string, [number, number], number, number][] = [
    [
      "Family Fruit Box",
      "صندوق فواكه العائلة",
      "Apples, bananas, oranges and grapes for the week.",
      "تفاح وموز وبرتقال وعنب يكفي الأسبوع.",
      [1, 1],
      75,
      8,
    ],
    [
      "Organic Veggie Basket",
      "سلة خضار عضوية",
      "Seasonal organic vegetables from UAE farms.",
      "خضروات عضوية موسمية من مزارع الإمارات.",
      [1, 2],
      65,
      11,
    ],
    [
      "Pantry Restock Box",
      "صندوق تعبئة المخزن",
      "Rice, oil, dates and spices in one box.",
      "أرز وزيت وتمر وبهارات في صندوق واحد.",
      [1, 3],
      99,
      16,
    ],
    [
      "Mezze Party Tray",
      "صينية مقبلات للحفلات",
      "Hummus, moutabal, tabbouleh and warm bread for six.",
      "حمص ومتبل وتبولة وخبز ساخن لستة أشخاص.",
      [2, 1],
      119,
      6,
    ],
    [
      "Biryani Feast for Two",
      "وليمة برياني لشخصين",
      "Chicken biryani, raita and two desserts.",
      "برياني دجاج مع رايتا وحلويين.",
      [2, 2],
      69,
      13,
    ],
    [
      "Shawarma Combo Bucket",
      "دلو كومبو الشاورما",
      "Eight shawarma rolls, fries and garlic sauce.",
      "ثماني لفائف شاورما مع بطاطا وصلصة ثوم.",
      [2, 3],
      85,
      7,
    ],
    [
      "Cold & Flu Relief Kit",
      "عدة تخفيف البرد والإنفلونزا",
      "Paracetamol, throat lozenges, vitamin C and a thermometer.",
      "باراسيتامول وأقراص للحلق وفيتامين سي وميزان حرارة.",
      [3, 1],
      59,
      14,
    ],
    [
      "New Mum Care Kit",
      "عدة العناية للأم الجديدة",
      "Diapers, wipes, rash cream and a nursing pillow cover.",
      "حفاضات ومناديل مبللة وكريم للتسلخات وغطاء وسادة رضاعة.",
      [3, 2],
      149,
      21,
    ],
    [
      "Home First Aid Kit",
      "عدة الإسعافات الأولية للمنزل",
      "Bandages, antiseptic, gauze and a digital thermometer.",
      "ضمادات ومطهر وشاش وميزان حرارة رقمي.",
      [3, 3],
      79,
      19,
    ],
    [
      "Smart Home Starter Kit",
      "مجموعة بداية المنزل الذكي",
      "A smart speaker, two smart plugs and a motion sensor.",
      "مكبر صوت ذكي ومقبسان ذكيان وحساس حركة.",
      [4, 1],
      399,
      24,
    ],
  ];
  const all: [string, string, string, string, SeededStore, number, number][] = [
    ...rows.map(
      ([en, ar, desc, descAr, storeId, price, days]) =>
        [en, ar, desc, descAr, stores[storeId - 1], price, days] as [
          string,
          string,
          string,
          string,
          SeededStore,
          number,
          number,
        ],
    ),
    ...perZone.map(
      ([en, ar, desc, descAr, [moduleId, zoneId], price, days]) =>
        [
          en,
          ar,
          desc,
          descAr,
          stores.find(
            (s) => s.seed.module === moduleId && s.seed.zone === zoneId && !s.seed.inactive,
          )!,
          price,
          days,
        ] as [string, string, string, string, SeededStore, number, number],
    ),
  ];
  all.forEach(([en, ar, desc, descAr, store, price, days], i) => {
    const item = ctx.db
      .prepare(
        "SELECT category_id, category_ids, veg, unit_id FROM items WHERE store_id = ? ORDER BY id LIMIT 1",
      )
      .get(store.id) as {
      category_id: number;
      category_ids: string;
      veg: number;
      unit_id: number | null;
    };
    const id = i + 1;
    add({
      id,
      title: en,
      title_ar: ar,
      description: desc,
      description_ar: descAr,
      image: imageFileName(en, id, { theme: themeOf(store.seed.module) }),
      store_id: store.id,
      module_id: store.seed.module,
      category_id: item.category_id,
      category_ids: item.category_ids,
      variations: "[]",
      food_variations: null,
      add_ons: "[]",
      attributes: "[]",
      choice_options: "[]",
      price,
      tax: 5,
      tax_type: "percent",
      discount: 10,
      discount_type: "percent",
      veg: item.veg,
      status: 1,
      stock: 50,
      maximum_cart_quantity: 3,
      unit_id: item.unit_id,
      start_date: ctx.date(-3),
      end_date: ctx.date(days),
      start_time: "00:00:00",
      end_time: "23:59:59",
      slug: `${slugify(en)}-${id}`,
      created_at: ctx.ago(4),
      updated_at: ctx.ago(4),
    });
  });
}

export const FLASH_LINES_PER_ZONE = 18;

export function seedFlashSale(ctx: SeedContext) {
  const { db } = ctx;
  const addSale = inserter(db, "flash_sales", [
    "id",
    "module_id",
    "title",
    "title_ar",
    "is_publish",
    "admin_discount_percentage",
    "vendor_discount_percentage",
    "start_date",
    "end_date",
    "created_at",
    "updated_at",
  ]);
  const addLine = inserter(db, "flash_sale_items", [
    "flash_sale_id",
    "item_id",
    "stock",
    "sold",
    "discount_type",
    "discount",
    "discount_amount",
    "price",
    "status",
    "created_at",
    "updated_at",
  ]);
  addSale({
    id: 1,
    module_id: 1,
    title: "Midweek Flash Sale",
    title_ar: "تخفيضات منتصف الأسبوع الخاطفة",
    is_publish: 1,
    admin_discount_percentage: 60,
    vendor_discount_percentage: 40,
    start_date: ctx.ago(1),
    end_date: ctx.ago(-3),
    created_at: ctx.ago(2),
    updated_at: ctx.ago(2),
  });
  // finished sale in ecommerce: never listed
  addSale({
    id: 2,
    module_id: 4,
    title: "Tech Flash Friday",
    title_ar: "جمعة التقنية الخاطفة",
    is_publish: 1,
    admin_discount_percentage: 50,
    vendor_discount_percentage: 50,
    start_date: ctx.ago(20),
    end_date: ctx.ago(18),
    created_at: ctx.ago(21),
    updated_at: ctx.ago(21),
  });
  // FLASH_LINES_PER_ZONE lines per zone so every zone's grocery home fills the panel (≤ 15
  // shown); the first line is sold out, the others sold between 10 % and 95 % of their stock
  const items = [1, 2, 3].flatMap(
    (zone) =>
      db
        .prepare(
          `SELECT i.id, i.price FROM items i JOIN stores s ON s.id = i.store_id
          WHERE i.module_id = 1 AND s.zone_id = ? AND s.active = 1 AND i.stock > 20 AND i.variations = '[]'
          ORDER BY i.order_count DESC, i.id LIMIT ${FLASH_LINES_PER_ZONE}`,
        )
        .all(zone) as { id: number; price: number }[],
  );
  const created = ctx.ago(2);
  const soldShare = [
    0.2, 0.45, 0.7, 0.9, 0.1, 0.35, 0.6, 0.95, 0.25, 0.55, 0.8, 0.15, 0.4, 0.65, 0.85, 0.3,
  ];
  items.forEach((item, i) => {
    const discount = [20, 25, 30, 15][i % 4];
    const stock = 20 + (i % FLASH_LINES_PER_ZONE) * 5;
    const sold = i === 0 ? stock : Math.floor(stock * soldShare[i % soldShare.length]);
    const amount = Math.round(item.price * discount) / 100;
    addLine({
      flash_sale_id: 1,
      item_id: item.id,
      stock,
      sold,
      discount_type: "percent",
      discount,
      discount_amount: amount,
      price: Math.round((item.price - amount) * 100) / 100,
      status: 1,
      created_at: created,
      updated_at: created,
    });
  });
}
