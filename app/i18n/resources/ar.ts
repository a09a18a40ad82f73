import common from "../../../public/locales/ar/common.json";
import chrome from "../../../public/locales/ar/chrome.json";
import location from "../../../public/locales/ar/location.json";
import modules from "../../../public/locales/ar/modules.json";
import landing from "../../../public/locales/ar/landing.json";
import pages from "../../../public/locales/ar/pages.json";
import footer from "../../../public/locales/ar/footer.json";
import cards from "../../../public/locales/ar/cards.json";
import home from "../../../public/locales/ar/home.json";
import promotions from "../../../public/locales/ar/promotions.json";
import homeDialogs from "../../../public/locales/ar/homeDialogs.json";
import search from "../../../public/locales/ar/search.json";
import product from "../../../public/locales/ar/product.json";
import store from "../../../public/locales/ar/store.json";
import catalogue from "../../../public/locales/ar/catalogue.json";
import cart from "../../../public/locales/ar/cart.json";
import wishlist from "../../../public/locales/ar/wishlist.json";
import checkout from "../../../public/locales/ar/checkout.json";
import auth from "../../../public/locales/ar/auth.json";
import password from "../../../public/locales/ar/password.json";
import interest from "../../../public/locales/ar/interest.json";
import addresses from "../../../public/locales/ar/addresses.json";
import orders from "../../../public/locales/ar/orders.json";
import parcel from "../../../public/locales/ar/parcel.json";
import tracking from "../../../public/locales/ar/tracking.json";
import account from "../../../public/locales/ar/account.json";
import chat from "../../../public/locales/ar/chat.json";
import registration from "../../../public/locales/ar/registration.json";

/** Every namespace of one language; the browser loads only the page's language (entry.client). */
const resources = {
  common,
  chrome,
  location,
  modules,
  landing,
  pages,
  footer,
  cards,
  home,
  promotions,
  homeDialogs,
  search,
  product,
  store,
  catalogue,
  cart,
  wishlist,
  checkout,
  auth,
  password,
  interest,
  addresses,
  orders,
  parcel,
  tracking,
  account,
  chat,
  registration,
};
export default resources;
