/**
 * Which header items a visitor sees (browsing spec §2 "Header and navigation", §6). Pure, so
 * the rules are tested on their own (tests/routes/header-visibility.test.ts) and the components
 * only decide how things look.
 */
export interface HeaderState {
  /** The landing page `/` (in any language). */
  onLanding: boolean;
  signedIn: boolean;
  /** A delivery location (zone ids) is saved. */
  hasZone: boolean;
  /** The chosen module's type, or null before one is chosen. */
  moduleType: string | null;
}

export interface HeaderItems {
  /** Logo target: / with a saved location → /home; / without one stays; elsewhere → /home. */
  logoPath: "/" | "/home";
  homeLink: boolean;
  /** Restaurant/store and category links: need a module, hidden for parcel. */
  moduleLinks: boolean;
  search: boolean;
  searchPlaceholder: "food" | "other";
  trackOrder: boolean;
  chat: boolean;
  wishlist: boolean;
  cart: boolean;
  signIn: boolean;
  accountMenu: boolean;
}

export function headerItems(state: HeaderState): HeaderItems {
  const parcel = state.moduleType === "parcel";
  // The landing page is the front door: it keeps the logo, location, theme, language and the
  // sign-in/profile button, and hides search and everything that belongs to a module.
  const inside = !state.onLanding;
  return {
    logoPath: state.onLanding && !state.hasZone ? "/" : "/home",
    homeLink: inside,
    moduleLinks: inside && state.moduleType !== null && !parcel,
    // Parcel has no catalogue to search: its home has a tracking form instead (browsing §1),
    // and a search there could only lead to an empty page (issue 22 item 7).
    search: inside && state.hasZone && !parcel,
    searchPlaceholder: state.moduleType === "food" ? "food" : "other",
    trackOrder: inside && !state.signedIn && !parcel,
    chat: inside && state.signedIn && !parcel,
    wishlist: inside && state.signedIn && state.hasZone && !parcel,
    cart: inside && !parcel,
    signIn: !state.signedIn,
    accountMenu: state.signedIn,
  };
}

export interface AccountFlags {
  walletEnabled: boolean;
  loyaltyEnabled: boolean;
  referralEnabled: boolean;
}

/** i18n keys in the `chrome` namespace, paired with the page each entry opens. */
export interface AccountEntry {
  key: `account.${string}`;
  path: string;
}

/**
 * The account menu (browsing spec §2): wallet, loyalty points and referral code are hidden when
 * their config flag is 0; the inbox is not listed. Logout is added by the menu itself (it is a
 * confirmation, not a page).
 */
export function accountEntries(flags: AccountFlags): AccountEntry[] {
  const entries: Array<AccountEntry | false> = [
    { key: "account.profile", path: "/profile" },
    { key: "account.myOrders", path: "/my-orders" },
    // The address book (issue 22 item 13): its page existed with no way to it.
    { key: "account.addresses", path: "/addresses" },
    flags.walletEnabled && { key: "account.wallet", path: "/wallet" },
    { key: "account.coupons", path: "/coupons" },
    flags.loyaltyEnabled && { key: "account.loyaltyPoints", path: "/loyalty-points" },
    flags.referralEnabled && { key: "account.referralCode", path: "/referral-code" },
    { key: "account.settings", path: "/settings" },
    { key: "account.trackOrder", path: "/track-order" },
  ];
  return entries.filter((entry): entry is AccountEntry => Boolean(entry));
}
