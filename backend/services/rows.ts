/**
 * Row types of the catalogue tables (backend/db/migrations/001_catalogue.sql), as better-sqlite3
 * returns them. Part 2 may import these to type its own queries over the same tables.
 */

export interface ModuleRow {
  id: number;
  module_name: string;
  module_name_ar: string;
  module_type: "grocery" | "food" | "pharmacy" | "ecommerce" | "parcel";
  slug: string;
  icon: string;
  thumbnail: string;
  description: string;
  description_ar: string;
  theme_id: number;
  status: number;
  all_zone_service: number;
  created_at: string;
  updated_at: string;
}

export interface ModuleZoneRow {
  module_id: number;
  zone_id: number;
  per_km_shipping_charge: number;
  minimum_shipping_charge: number;
  maximum_shipping_charge: number | null;
  maximum_cod_order_amount: number | null;
}

export interface StoreRow {
  id: number;
  module_id: number;
  zone_id: number;
  vendor_id: number;
  name: string;
  name_ar: string;
  slug: string;
  phone: string;
  email: string;
  logo: string;
  cover_photo: string;
  latitude: number;
  longitude: number;
  address: string;
  address_ar: string;
  footer_text: string | null;
  minimum_order: number;
  comission: number | null;
  schedule_order: number;
  status: number;
  active: number;
  free_delivery: number;
  delivery: number;
  take_away: number;
  item_section: number;
  reviews_section: number;
  off_day: string;
  tax: number;
  self_delivery_system: number;
  pos_system: number;
  minimum_shipping_charge: number;
  maximum_shipping_charge: number | null;
  per_km_shipping_charge: number;
  delivery_time: string;
  veg: number;
  non_veg: number;
  order_count: number;
  total_order: number;
  featured: number;
  prescription_order: number;
  cutlery: number;
  halal_tag_status: number;
  extra_packaging_status: number;
  extra_packaging_amount: number;
  is_recommended: number;
  announcement: number;
  announcement_message: string | null;
  meta_title: string | null;
  meta_description: string | null;
  avg_rating: number;
  rating_count: number;
  rating: string;
  created_at: string;
  updated_at: string;
}

export interface ScheduleRow {
  id: number;
  store_id: number;
  day: number;
  opening_time: string;
  closing_time: string;
}

export interface StoreDiscountRow {
  id: number;
  store_id: number;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  min_purchase: number;
  max_discount: number;
  discount: number;
  discount_type: string;
}

export interface CategoryRow {
  id: number;
  name: string;
  name_ar: string;
  image: string;
  parent_id: number;
  position: number;
  status: number;
  priority: number;
  module_id: number;
  slug: string;
  featured: number;
  created_at: string;
  updated_at: string;
}

export interface ItemRow {
  id: number;
  name: string;
  name_ar: string;
  description: string;
  description_ar: string;
  image: string;
  images: string;
  category_id: number;
  category_ids: string;
  variations: string;
  food_variations: string | null;
  add_ons: string;
  attributes: string;
  choice_options: string;
  price: number;
  tax: number;
  tax_type: string;
  discount: number;
  discount_type: "percent" | "amount";
  available_time_starts: string;
  available_time_ends: string;
  veg: number;
  status: number;
  store_id: number;
  module_id: number;
  stock: number;
  unit_id: number | null;
  order_count: number;
  avg_rating: number;
  rating_count: number;
  rating: string;
  slug: string;
  recommended: number;
  organic: number;
  maximum_cart_quantity: number | null;
  is_approved: number;
  is_halal: number;
  brand_id: number | null;
  common_condition_id: number | null;
  is_basic: number;
  is_prescription_required: number;
  generic_name: string | null;
  nutritions_name: string | null;
  allergies_name: string | null;
  tags: string;
  created_at: string;
  updated_at: string;
}

/** item_campaigns: the item columns a campaign item has, with title instead of name. */
export interface ItemCampaignRow {
  id: number;
  title: string;
  title_ar: string;
  description: string;
  description_ar: string;
  image: string;
  store_id: number;
  module_id: number;
  category_id: number;
  category_ids: string;
  variations: string;
  food_variations: string | null;
  add_ons: string;
  attributes: string;
  choice_options: string;
  price: number;
  tax: number;
  tax_type: string;
  discount: number;
  discount_type: "percent" | "amount";
  veg: number;
  status: number;
  stock: number;
  maximum_cart_quantity: number | null;
  unit_id: number | null;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  slug: string;
  created_at: string;
  updated_at: string;
}

export interface AddOnRow {
  id: number;
  name: string;
  name_ar: string;
  price: number;
  store_id: number;
  status: number;
  created_at: string;
  updated_at: string;
}

export interface FlashSaleRow {
  id: number;
  module_id: number;
  title: string;
  title_ar: string;
  is_publish: number;
  admin_discount_percentage: number;
  vendor_discount_percentage: number;
  start_date: string;
  end_date: string;
  created_at: string;
  updated_at: string;
}

export interface FlashSaleItemRow {
  id: number;
  flash_sale_id: number;
  item_id: number;
  stock: number;
  sold: number;
  discount_type: string;
  discount: number;
  discount_amount: number;
  price: number;
  status: number;
  created_at: string;
  updated_at: string;
}

export interface ReviewRow {
  id: number;
  item_id: number;
  store_id: number;
  user_id: number | null;
  order_id: number | null;
  customer_name: string;
  rating: number;
  comment: string | null;
  attachment: string;
  reply: string | null;
  status: number;
  created_at: string;
  updated_at: string;
}
