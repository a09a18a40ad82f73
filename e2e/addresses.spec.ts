import type { Page } from "@playwright/test";
import { test, expect, isJsProject } from "./fixtures";
import { signInNewCustomer } from "./support/customers";
import { DEMO_PLACE, demoLocation, setPrefs } from "./support/session";

/**
 * The address book (issue 13 item 1; foundations §2, §4 "Address save", §5, §8), one journey per
 * project — with JavaScript in English, without it in Arabic: a new customer's empty book; the
 * form starts at the chosen location; an empty form gets the spec's three messages with what
 * was typed kept; Pick Location moves the point; Other with its label, contact and road are
 * added; Edit changes name and type (PUT); Delete through the confirm dialog (Cancel, then Yes).
 */
const TEXTS = {
  en: {
    title: "My addresses",
    empty: "No saved addresses found to select.",
    add: "Add new address",
    editTitle: "Update address",
    location: "Delivery location",
    change: "Change location",
    address: "Address",
    house: "House",
    name: "Contact person name",
    phone: "Phone",
    road: "Road",
    label: "Label name",
    other: "Other",
    home: "Home",
    addButton: "Add Address",
    updateButton: "Update Address",
    addressRequired: "Address is required",
    nameRequired: "Name is required",
    phoneRequired: "Phone Number is required",
    edit: "Edit",
    delete: "Delete",
    deleteTitle: "Delete this address?",
    yes: "Yes",
    cancel: "Cancel",
    search: { search: "Search location", button: "Search", locate: "Use current location" },
    pick: "Pick",
    burj: "Burj Khalifa",
  },
  ar: {
    title: "عناويني",
    empty: "لم يتم العثور على عناوين محفوظة للاختيار.",
    add: "إضافة عنوان جديد",
    editTitle: "تحديث العنوان",
    location: "موقع التوصيل",
    change: "تغيير الموقع",
    address: "العنوان",
    house: "رقم المنزل",
    name: "اسم الشخص المسؤول",
    phone: "الهاتف",
    road: "الطريق",
    label: "اسم التصنيف",
    other: "آخر",
    home: "المنزل",
    addButton: "إضافة العنوان",
    updateButton: "تحديث العنوان",
    addressRequired: "العنوان مطلوب",
    nameRequired: "الاسم مطلوب",
    phoneRequired: "رقم الهاتف مطلوب",
    edit: "تعديل",
    delete: "حذف",
    deleteTitle: "حذف هذا العنوان؟",
    yes: "نعم",
    cancel: "إلغاء",
    search: { search: "ابحث عن موقع", button: "بحث", locate: "استخدم موقعي الحالي" },
    pick: "اختيار",
    burj: "برج خليفة",
  },
} as const;
// The reference backend's own words, in the page's language (X-localization).
const ADDED = { en: "Successfully added!", ar: "تمت الإضافة بنجاح!" } as const;
const UPDATED = { en: "Successfully updated!", ar: "تم التحديث بنجاح!" } as const;
const REMOVED = { en: "Successfully removed!", ar: "تمت الإزالة بنجاح!" } as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

async function pickBurjKhalifa(page: Page, T: Texts) {
  const dialog = page.getByRole("dialog");
  if (isJsProject(test.info()))
    await expect(dialog.getByRole("button", { name: T.search.locate })).toBeVisible();
  await dialog.getByLabel(T.search.search).fill("Burj Khalifa");
  await dialog.getByRole("button", { name: T.search.button, exact: true }).click();
  await dialog
    .getByRole("list")
    .getByRole("link", { name: new RegExp(T.burj) })
    .click();
  await expect(dialog.getByTestId("resolved-address")).toContainText(T.burj);
  await dialog.getByRole("button", { name: T.pick, exact: true }).click();
}

test("a customer adds, edits and deletes a saved address", async ({
  page,
  context,
  request,
  baseURL,
  checkA11y,
}) => {
  const lang = isJsProject(test.info()) ? "en" : "ar";
  const T = TEXTS[lang];
  const prefix = lang === "ar" ? "/ar" : "";
  await signInNewCustomer(context, request, baseURL!);
  await setPrefs(context, baseURL!, await demoLocation(request, "grocery"));

  await page.goto(`${prefix}/addresses`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: T.title })).toBeVisible();
  await expect(main.getByText(T.empty)).toBeVisible();
  await checkA11y(page);

  // The form starts at the chosen location (the prefs): most customers only confirm it.
  await main.getByRole("link", { name: T.add }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/addresses/new$`));
  await expect(main.getByRole("heading", { level: 1, name: T.add })).toBeVisible();
  const where = main.getByRole("region", { name: T.location });
  await expect(where).toContainText(DEMO_PLACE.address);
  const address = main.getByLabel(T.address, { exact: true });
  await expect(address).toHaveValue(DEMO_PLACE.address);
  await expect(main.getByLabel(T.label)).toBeHidden();
  await checkA11y(page);

  // Refused: the three required fields, with what was typed kept.
  await main.getByLabel(T.house, { exact: true }).fill("12");
  await address.fill("");
  // With JavaScript the emptied field is checked on blur; the message it adds moves the button,
  // so leave the field first rather than in the middle of the click.
  await address.blur();
  await main.getByRole("button", { name: T.addButton }).click();
  await expect(main.getByText(T.addressRequired, { exact: true })).toBeVisible();
  await expect(main.getByText(T.nameRequired, { exact: true })).toBeVisible();
  await expect(main.getByText(T.phoneRequired, { exact: true })).toBeVisible();
  await expect(main.getByLabel(T.name)).toHaveAttribute("aria-invalid", "true");
  await expect(main.getByLabel(T.house, { exact: true })).toHaveValue("12");
  await checkA11y(page);

  // Another point through the Pick Location dialog: it comes back to the form.
  await where.getByRole("link", { name: T.change }).click();
  await expect(page).toHaveURL(/\/location\?redirectTo=/);
  await pickBurjKhalifa(page, T);
  await expect(page).toHaveURL(
    new RegExp(`${prefix}/addresses/new\\?lat=25\\.1972&lng=55\\.2744$`),
  );
  await expect(where).toContainText(T.burj);
  await expect(address).toHaveValue(new RegExp(T.burj));

  await main.locator("label").filter({ hasText: T.other }).click();
  await main.getByLabel(T.label).fill("Gym");
  await main.getByLabel(T.name).fill("Sam Tester");
  await main.getByLabel(T.phone, { exact: true }).fill("501112233");
  await main.getByLabel(T.road, { exact: true }).fill("Sheikh Zayed Rd");
  await main.getByRole("button", { name: T.addButton }).click();

  await expect(page).toHaveURL(new RegExp(`${prefix}/addresses$`));
  await expect(page.getByText(ADDED[lang])).toBeVisible();
  const card = main.getByRole("listitem");
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("heading", { name: "Gym" })).toBeVisible();
  await expect(card).toContainText("Sam Tester");
  await expect(card).toContainText("+971501112233");
  await expect(card).toContainText("Sheikh Zayed Rd");
  await checkA11y(page);

  // Edit: the saved values come back; name and type change (PUT with the id).
  await card.getByRole("link", { name: new RegExp(`^${T.edit}`) }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/addresses/\\d+/edit$`));
  await expect(main.getByRole("heading", { level: 1, name: T.editTitle })).toBeVisible();
  await expect(main.getByLabel(T.label)).toHaveValue("Gym");
  await expect(main.getByLabel(T.road, { exact: true })).toHaveValue("Sheikh Zayed Rd");
  await main.getByLabel(T.name).fill("Sam Updated");
  await main.locator("label").filter({ hasText: T.home }).first().click();
  await main.getByRole("button", { name: T.updateButton }).click();

  await expect(page).toHaveURL(new RegExp(`${prefix}/addresses$`));
  await expect(page.getByText(UPDATED[lang])).toBeVisible();
  await expect(card.getByRole("heading", { name: T.home })).toBeVisible();
  await expect(card).toContainText("Sam Updated");

  // Delete asks first: Cancel keeps it, Yes removes it.
  await card.getByRole("link", { name: new RegExp(`^${T.delete}`) }).click();
  await expect(page).toHaveURL(/[?&]dialog=address-delete&id=\d+/);
  const confirm = page.getByRole("alertdialog", { name: T.deleteTitle });
  await expect(confirm).toBeVisible();
  await checkA11y(page);
  await confirm.getByRole("link", { name: T.cancel }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toHaveCount(1);

  await card.getByRole("link", { name: new RegExp(`^${T.delete}`) }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: T.yes }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/addresses$`));
  await expect(page.getByText(REMOVED[lang])).toBeVisible();
  await expect(main.getByText(T.empty)).toBeVisible();
});
