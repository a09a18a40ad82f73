/**
 * Shapes of the hand-written word lists the seed builds the catalogue from. Every product,
 * category and store is named in English and Arabic; prices are AED ranges.
 */

export interface SubCategorySeed {
  key: string;
  en: string;
  ar: string;
}

export interface CategorySeed {
  key: string;
  en: string;
  ar: string;
  featured?: boolean;
  children: SubCategorySeed[];
}

export interface FoodVariationSeed {
  name: string;
  type: "single" | "multi";
  min: number;
  max: number;
  required: "on" | "off";
  values: { label: string; optionPrice: number }[];
}

/** A non-food option axis, e.g. Size [S, M, L] with a price step per option. */
export interface ChoiceSeed {
  title: string;
  options: string[];
  step?: number;
}

export interface ProductSeed {
  en: string;
  ar: string;
  min: number;
  max: number;
  sub: string;
  veg?: boolean;
  halal?: boolean;
  organic?: boolean;
  /** pharmacy */
  generic?: string[];
  prescription?: boolean;
  basic?: boolean;
  condition?: string;
  /** ecommerce / grocery option axes */
  choices?: ChoiceSeed[];
  brand?: string;
}

export const product = (
  en: string,
  ar: string,
  min: number,
  max: number,
  sub: string,
  extra: Partial<ProductSeed> = {},
): ProductSeed => ({ en, ar, min, max, sub, ...extra });

export interface ModuleCatalogue {
  categories: CategorySeed[];
  products: ProductSeed[];
  /** one-line descriptions per sub-category, {name} is replaced by the product name */
  descriptions: Record<string, [string, string]>;
  /** unit key per sub-category (units table), when the module uses units */
  units?: Record<string, string>;
  nutrition?: Record<string, string[]>;
  allergies?: Record<string, string[]>;
  foodVariations?: Record<string, FoodVariationSeed[]>;
}
