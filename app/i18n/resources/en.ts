import common from "../../../public/locales/en/common.json";
import chrome from "../../../public/locales/en/chrome.json";
import location from "../../../public/locales/en/location.json";
import modules from "../../../public/locales/en/modules.json";
import landing from "../../../public/locales/en/landing.json";
import pages from "../../../public/locales/en/pages.json";
import footer from "../../../public/locales/en/footer.json";
import cards from "../../../public/locales/en/cards.json";
import home from "../../../public/locales/en/home.json";
import promotions from "../../../public/locales/en/promotions.json";
import homeDialogs from "../../../public/locales/en/homeDialogs.json";
import search from "../../../public/locales/en/search.json";
import product from "../../../public/locales/en/product.json";
import store from "../../../public/locales/en/store.json";
import catalogue from "../../../public/locales/en/catalogue.json";
import cart from "../../../public/locales/en/cart.json";
import wishlist from "../../../public/locales/en/wishlist.json";
import checkout from "../../../public/locales/en/checkout.json";
import auth from "../../../public/locales/en/auth.json";
import password from "../../../public/locales/en/password.json";
import interest from "../../../public/locales/en/interest.json";
import addresses from "../../../public/locales/en/addresses.json";
import orders from "../../../public/locales/en/orders.json";
import parcel from "../../../public/locales/en/parcel.json";
import tracking from "../../../public/locales/en/tracking.json";
import account from "../../../public/locales/en/account.json";
import chat from "../../../public/locales/en/chat.json";
import registration from "../../../public/locales/en/registration.json";

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
