/**
 * The demo marketplace's geography: three Dubai delivery zones around the default location
 * (25.2048, 55.2708) and a gazetteer of named places for the place/geocode endpoints.
 * Coordinates are real-world approximations; polygons are GeoJSON order [lng, lat].
 */

export interface ZoneSeed {
  id: number;
  name: string;
  name_ar: string;
  ring: [number, number][];
  cashOnDelivery: boolean;
  digitalPayment: boolean;
  offlinePayment: boolean;
}

export const ZONES: ZoneSeed[] = [
  {
    id: 1,
    name: "Downtown Dubai",
    name_ar: "وسط مدينة دبي",
    ring: [
      [55.22, 25.15],
      [55.3, 25.14],
      [55.34, 25.18],
      [55.335, 25.245],
      [55.29, 25.255],
      [55.24, 25.235],
      [55.215, 25.195],
    ],
    cashOnDelivery: true,
    digitalPayment: true,
    offlinePayment: true,
  },
  {
    id: 2,
    name: "Dubai Marina",
    name_ar: "دبي مارينا",
    ring: [
      [55.11, 25.06],
      [55.17, 25.04],
      [55.23, 25.09],
      [55.225, 25.145],
      [55.17, 25.16],
      [55.12, 25.13],
    ],
    cashOnDelivery: true,
    digitalPayment: true,
    offlinePayment: true,
  },
  {
    id: 3,
    name: "Deira",
    name_ar: "ديرة",
    ring: [
      [55.27, 25.225],
      [55.32, 25.215],
      [55.37, 25.24],
      [55.375, 25.285],
      [55.33, 25.305],
      [55.285, 25.29],
      [55.265, 25.26],
    ],
    // Deira is cash-free in the demo: checkout must hide cash on delivery there
    cashOnDelivery: false,
    digitalPayment: true,
    offlinePayment: false,
  },
];

export interface PlaceSeed {
  name: string;
  name_ar: string;
  area: string;
  area_ar: string;
  lat: number;
  lng: number;
}

const DUBAI = ["Dubai, United Arab Emirates", "دبي، الإمارات العربية المتحدة"] as const;

function place(
  name: string,
  name_ar: string,
  area: string,
  area_ar: string,
  lat: number,
  lng: number,
): PlaceSeed {
  return { name, name_ar, area, area_ar, lat, lng };
}

export const PLACES: PlaceSeed[] = [
  place("Burj Khalifa", "برج خليفة", "Downtown Dubai", "وسط مدينة دبي", 25.1972, 55.2744),
  place("The Dubai Mall", "دبي مول", "Downtown Dubai", "وسط مدينة دبي", 25.1985, 55.2796),
  place("Dubai Opera", "دبي أوبرا", "Downtown Dubai", "وسط مدينة دبي", 25.1954, 55.2719),
  place("Business Bay", "الخليج التجاري", "Business Bay", "الخليج التجاري", 25.185, 55.265),
  place(
    "Dubai International Financial Centre",
    "مركز دبي المالي العالمي",
    "DIFC",
    "مركز دبي المالي العالمي",
    25.211,
    55.282,
  ),
  place("City Walk", "سيتي ووك", "Al Wasl", "الوصل", 25.207, 55.263),
  place("Jumeirah Mosque", "مسجد جميرا", "Jumeirah 1", "جميرا 1", 25.2337, 55.2652),
  place("Al Wasl Road", "شارع الوصل", "Al Wasl", "الوصل", 25.195, 55.25),
  place("Safa Park", "حديقة الصفا", "Al Safa", "الصفا", 25.1838, 55.2432),
  place("Dubai Design District", "حي دبي للتصميم", "Al Jaddaf", "الجداف", 25.187, 55.297),
  place("Zabeel Park", "حديقة زعبيل", "Zabeel", "زعبيل", 25.2307, 55.2926),
  place("Dubai Frame", "برواز دبي", "Zabeel", "زعبيل", 25.2354, 55.3003),
  place("La Mer Beach", "شاطئ لا مير", "Jumeirah 1", "جميرا 1", 25.2285, 55.2536),
  place("Dubai Healthcare City", "مدينة دبي الطبية", "Oud Metha", "عود ميثاء", 25.23, 55.322),
  place("Al Karama", "الكرامة", "Al Karama", "الكرامة", 25.247, 55.304),
  place("Dubai Marina Walk", "ممشى دبي مارينا", "Dubai Marina", "دبي مارينا", 25.077, 55.139),
  place(
    "JBR The Walk",
    "ذا ووك جي بي آر",
    "Jumeirah Beach Residence",
    "جميرا بيتش ريزيدنس",
    25.079,
    55.134,
  ),
  place(
    "Jumeirah Lakes Towers",
    "أبراج بحيرات جميرا",
    "JLT",
    "أبراج بحيرات جميرا",
    25.0693,
    55.141,
  ),
  place("Mall of the Emirates", "مول الإمارات", "Al Barsha", "البرشاء", 25.1181, 55.2006),
  place("Al Barsha 1", "البرشاء 1", "Al Barsha", "البرشاء", 25.11, 55.195),
  place("Nakheel Mall", "نخيل مول", "Palm Jumeirah", "نخلة جميرا", 25.1124, 55.139),
  place("Bluewaters Island", "جزيرة بلوواترز", "Dubai Marina", "دبي مارينا", 25.0805, 55.1235),
  place("Dubai Internet City", "مدينة دبي للإنترنت", "Al Sufouh", "الصفوح", 25.095, 55.159),
  place("Dubai Knowledge Park", "قرية المعرفة", "Al Sufouh", "الصفوح", 25.101, 55.165),
  place("Al Sufouh Beach", "شاطئ الصفوح", "Al Sufouh", "الصفوح", 25.115, 55.17),
  place("Deira City Centre", "سيتي سنتر ديرة", "Port Saeed", "بور سعيد", 25.2522, 55.3328),
  place("Gold Souk", "سوق الذهب", "Deira", "ديرة", 25.2708, 55.297),
  place("Al Rigga", "الرقة", "Deira", "ديرة", 25.263, 55.32),
  place("Al Ghurair Centre", "مركز الغرير", "Al Rigga", "الرقة", 25.2673, 55.318),
  place(
    "Dubai International Airport Terminal 3",
    "مطار دبي الدولي مبنى 3",
    "Al Garhoud",
    "القرهود",
    25.2485,
    55.3527,
  ),
  place("Baniyas Square", "ساحة بني ياس", "Deira", "ديرة", 25.269, 55.308),
  place("Al Seef", "السيف", "Bur Dubai", "بر دبي", 25.263, 55.303),
  place("Dubai Creek Golf Club", "نادي خور دبي للغولف", "Port Saeed", "بور سعيد", 25.241, 55.333),
  // Outside every zone: the "Service not available in this area" paths.
  place("Liwa Oasis", "واحة ليوا", "Al Dhafra", "الظفرة", 23.135, 53.77),
  place("Hatta Dam", "سد حتا", "Hatta", "حتا", 24.796, 56.118),
  place(
    "Dubai Silicon Oasis",
    "واحة دبي للسيليكون",
    "Dubai Silicon Oasis",
    "واحة دبي للسيليكون",
    25.118,
    55.39,
  ),
];

/** The country line of every Dubai address. */
export const CITY_LINE = DUBAI;
export const ABU_DHABI_LINE = [
  "Abu Dhabi, United Arab Emirates",
  "أبوظبي، الإمارات العربية المتحدة",
] as const;
