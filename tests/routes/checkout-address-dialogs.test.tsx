import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { renderInFrame } from "./frame-render";
import { DeliverySection } from "~/features/checkout/checkout-address-section";
import { SavedAddressesDialog } from "~/features/checkout/checkout-dialogs";
import type { CheckoutView } from "~/features/checkout/checkout-model.server";
import type { DeliveryTarget } from "~/features/checkout/checkout-state";
import { DeliveryLocationDialog } from "~/features/checkout/delivery-location-dialog";
import type { Lang } from "~/i18n/config";

/**
 * The checkout's address dialogs as the server sends them (what a browser without JavaScript
 * gets; issue 22 items 13 and 21): "Insert delivery location" with its Pick from Map link back
 * to itself, the street number, house number and floor fields and Save this Address; View Saved
 * Address with an address of another zone shown but not selectable, saying why.
 */
function render(ui: ReactNode, url: string, lang: Lang = "en") {
  return renderInFrame(ui, { url, lang, frame: null });
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");
const text = (html: string) => decode(html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " "));
const hrefOf = (html: string, label: string) =>
  decode(
    new RegExp(`<a [^>]*href="([^"]*)"[^>]*>(?:(?!</a>).)*${label}`, "s").exec(html)?.[1] ?? "",
  );

const at: DeliveryTarget = {
  kind: "location",
  addressId: null,
  type: null,
  address: "Burj Khalifa, Downtown Dubai",
  lat: 25.1972,
  lng: 55.2744,
  contactName: null,
  contactPhone: null,
  house: "12",
  floor: "3",
  road: "5",
  saved: true,
};

const viewWith = (view: Partial<CheckoutView>) => view as CheckoutView;

describe("Insert delivery location (issue 22 item 21)", () => {
  const url = "/checkout?page=cart&dialog=delivery-location";

  it("titles itself, picks from the map and comes back, and posts the details with Save this Address", async () => {
    const html = await render(
      <DeliveryLocationDialog
        view={viewWith({ target: at })}
        closeHref="/checkout?page=cart"
        lastResult={null}
      />,
      url,
    );
    const words = text(html);
    expect(html).toMatch(/<h2[^>]*>Insert delivery location<\/h2>/);
    expect(words).toContain("Burj Khalifa, Downtown Dubai");
    expect(hrefOf(html, "Pick from Map")).toBe(
      `/location?redirectTo=${encodeURIComponent("/checkout?page=cart&dialog=delivery-location")}`,
    );
    const form = /<form [^>]*>/.exec(html)![0];
    expect(decode(form)).toContain('method="post"');
    expect(decode(form)).toContain('action="/checkout?page=cart&dialog=delivery-location"');
    for (const [label, name, value] of [
      ["Street number", "road", "5"],
      ["House number", "house", "12"],
      ["Floor", "floor", "3"],
    ]) {
      expect(words).toContain(label);
      expect(html).toMatch(new RegExp(`<input[^>]*name="${name}"[^>]*value="${value}"`));
    }
    expect(words).toContain("Save this Address");
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*name="save_address"[^>]*checked=""/);
    expect(html).toMatch(/<button[^>]*name="intent"[^>]*value="save-delivery-details"/);
  });

  it("in Arabic", async () => {
    const html = await render(
      <DeliveryLocationDialog
        view={viewWith({ target: at })}
        closeHref="/ar/checkout?page=cart"
        lastResult={null}
      />,
      `/ar${url}`,
      "ar",
    );
    const words = text(html);
    for (const arabic of ["أدخل موقع التوصيل", "اختر من الخريطة", "رقم الشارع", "احفظ هذا العنوان"])
      expect(words).toContain(arabic);
  });

  it("without a location yet: Pick from Map only, no form", async () => {
    const html = await render(
      <DeliveryLocationDialog
        view={viewWith({ target: null })}
        closeHref="/checkout?page=cart"
        lastResult={null}
      />,
      url,
    );
    expect(text(html)).toContain("No delivery location yet: pick it on the map first.");
    expect(hrefOf(html, "Pick from Map")).toMatch(/^\/location\?redirectTo=/);
    expect(html).not.toContain("<form");
  });
});

describe("View Saved Address with an address of another zone (issue 22 item 13)", () => {
  it("lists it, marked and not selectable; the others stay selectable", async () => {
    const card = {
      type: "home" as const,
      label: null,
      name: "Demo",
      phone: "+971500000001",
      house: null,
      floor: null,
      road: null,
      current: false,
    };
    const view = viewWith({
      target: null,
      savedAddresses: [
        {
          ...card,
          id: 1,
          address: "Villa 12, Downtown Dubai",
          road: "5",
          house: "12",
          floor: "3",
          outsideZone: false,
        },
        { ...card, id: 2, address: "Deira, Dubai", label: "Deira flat", outsideZone: true },
      ],
    });
    const html = await render(
      <SavedAddressesDialog view={view} closeHref="/checkout?page=cart" />,
      "/checkout?page=cart&dialog=addresses",
    );
    const radio = (id: number) =>
      new RegExp(`<input[^>]*id="saved-address-${id}"[^>]*>`).exec(html)![0];
    expect(radio(2)).toContain("disabled");
    expect(radio(2)).toContain('aria-describedby="saved-address-2-zone"');
    expect(radio(1)).not.toContain("disabled");
    expect(text(html)).toContain(
      "Deira flat Deira, Dubai Demo · +971500000001 Outside this store’s delivery area: it can’t deliver to this address.",
    );
    expect(html).toMatch(/<button[^>]*value="select-address"(?![^>]*disabled)/);
    // Each card says its street number, house number and floor (foundations §2).
    expect(text(html)).toContain(
      "Home Villa 12, Downtown Dubai Street 5 · House 12 · Floor 3 Demo · +971500000001",
    );
  });
});

describe("the checkout's delivery section (issue 22 items 13 and 21)", () => {
  const base = "/checkout?page=cart";

  it("opens Insert delivery location, and Change location comes back to checkout", async () => {
    const view = viewWith({
      signedIn: false,
      target: { ...at, saved: false },
      savedAddresses: null,
      guestContact: null,
      guestSaved: null,
    });
    const html = await render(<DeliverySection view={view} base={base} />, base);
    expect(text(html)).toContain("Street 5 · House 12 · Floor 3");
    expect(hrefOf(html, "Add street number, house and floor")).toBe(
      "/checkout?page=cart&dialog=delivery-location",
    );
    // It used to be `?from=`, which /location does not read: the pick went on to /home.
    expect(hrefOf(html, "Change location")).toBe(
      `/location?redirectTo=${encodeURIComponent(base)}`,
    );
    expect(html).not.toContain('data-testid="guest-saved-address"');
  });

  it("offers a guest's saved address elsewhere with one button of the checkout form", async () => {
    const view = viewWith({
      signedIn: false,
      target: { ...at, address: "The Dubai Mall", house: null, floor: null, road: null },
      savedAddresses: null,
      guestContact: null,
      guestSaved: {
        address: "Burj Khalifa, Downtown Dubai",
        lat: 25.1972,
        lng: 55.2744,
        house: "12",
      },
    });
    const html = await render(<DeliverySection view={view} base={base} />, base);
    const card = /<div[^>]*data-testid="guest-saved-address"[^>]*>(.*?)<\/button>/s.exec(html)![0];
    expect(text(card)).toContain("Your saved address Burj Khalifa, Downtown Dubai House 12");
    expect(card).toMatch(
      /<button[^>]*type="submit"[^>]*name="intent"[^>]*value="use-saved-address"/,
    );
    expect(text(card)).toContain("Deliver here");
  });

  it("a customer whose saved addresses are all in other zones is not told they have none", async () => {
    const view = viewWith({
      signedIn: true,
      target: { ...at, saved: false },
      savedAddresses: [
        {
          id: 2,
          type: "other",
          label: "Deira flat",
          name: "Demo",
          phone: "+971500000001",
          address: "Deira, Dubai",
          house: null,
          floor: null,
          road: null,
          current: false,
          outsideZone: true,
        },
      ],
      guestSaved: null,
    });
    const html = await render(<DeliverySection view={view} base={base} />, base);
    expect(text(html)).not.toContain("You don’t have any saved address yet");
    expect(hrefOf(html, "View Saved Address")).toBe("/checkout?page=cart&dialog=addresses");
  });
});
