import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { ErrorSummary } from "~/components/error-summary";
import { CHECKOUT_ERRORS } from "~/features/checkout/checkout-fields";
import type { Lang } from "~/i18n/config";
import { i18nFor } from "~/i18n/i18next.server";

/**
 * The forms kit's error summary as the server sends it after a refused document POST (issue 22
 * item 6): what a browser without JavaScript gets — focused on load (`autofocus`), every error
 * named, a field's linked to the field, a form error to the part of the page it is about.
 */
const render = (ui: React.ReactNode, lang: Lang = "en") =>
  renderToString(<I18nextProvider i18n={i18nFor(lang)}>{ui}</I18nextProvider>)
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/<!-- -->/g, "");

describe("ErrorSummary", () => {
  it("checkout without an address: focused on load, the message links to the address", () => {
    const html = render(
      <ErrorSummary
        id="checkout-form-error"
        formErrors={[CHECKOUT_ERRORS.noAddress]}
        links={{ [CHECKOUT_ERRORS.noAddress]: "#delivery" }}
        fields={[{ id: "payment", label: "Payment method", errors: null }]}
      />,
    );
    expect(html).toMatch(/<div[^>]*role="alert"[^>]*tabindex="-1"[^>]*autofocus=""/);
    expect(html).toContain("Please check the following:");
    expect(html).toContain('<a href="#delivery"');
    expect(html).toContain("Choose a delivery address first.");
    // A field without errors is not listed.
    expect(html).not.toContain("Payment method");
  });

  it("names each refused field with a link to it, in Arabic too", () => {
    const html = render(
      <ErrorSummary
        fields={[
          {
            id: "receiver_name",
            label: "اسم المستلم",
            errors: ["parcel:errors.receiverNameRequired"],
          },
          {
            id: "parcel-pick-receiver",
            label: "عنوان المستلم",
            errors: ["parcel:errors.pickReceiver"],
          },
        ]}
      />,
      "ar",
    );
    expect(html).toContain("يرجى مراجعة ما يلي:");
    expect(html).toMatch(/<a href="#receiver_name"[^>]*>اسم المستلم: اسم المستلم مطلوب<\/a>/);
    expect(html).toMatch(
      /<a href="#parcel-pick-receiver"[^>]*>عنوان المستلم: اختر موقع المستلم<\/a>/,
    );
  });

  it("shows nothing while there is no error", () => {
    const html = render(
      <ErrorSummary formErrors={[]} fields={[{ id: "a", label: "A", errors: [] }]} />,
    );
    expect(html).not.toContain('role="alert"');
  });
});
