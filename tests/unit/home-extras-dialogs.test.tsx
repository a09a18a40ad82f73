import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { renderInFrame } from "../routes/frame-render";
import type { CashbackOfferView, ReviewPromptView } from "~/features/catalogue/card-models";
import { CashbackButton } from "~/features/home-extras/cashback-button";
import { CashbackPanel, formatDay } from "~/features/home-extras/cashback-panel";
import { HomeExtras } from "~/features/home-extras/home-extras";
import { ReviewPromptDialog } from "~/features/home-extras/review-prompt-dialog";
import { WelcomeDialog } from "~/features/home-extras/welcome-dialog";
import type { Lang } from "~/i18n/config";

/** Server HTML of `ui` at `url`, inside a data router whose root data holds the business name. */
function render(url: string, ui: ReactNode, lang: Lang = "en"): Promise<string> {
  return renderInFrame(ui, { url, lang, frame: { config: { businessName: "Souq Express" } } });
}

/** The opening tag of the first element carrying `attr`. */
function openingTag(html: string, attr: string): string {
  const at = html.indexOf(attr);
  expect(at, `no element with ${attr}`).toBeGreaterThan(-1);
  const start = html.lastIndexOf("<", at);
  return html.slice(start, html.indexOf(">", at) + 1);
}
const attrOf = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const decode = (html: string) => html.replace(/&amp;/g, "&").replace(/&#x27;/g, "'");

/** The open native dialog is named by its title and described by its description. */
function expectLabelledOpenDialog(html: string, title: string) {
  const dialog = openingTag(html, "<dialog");
  expect(dialog).toMatch(/\sopen=""/);
  expect(attrOf(dialog, "data-state")).toBe("open");
  const titleId = attrOf(dialog, "aria-labelledby");
  expect(openingTag(html, `id="${titleId}"`)).toMatch(/^<h2/);
  expect(html).toContain(`>${title}</h2>`);
  const descriptionId = attrOf(dialog, "aria-describedby");
  expect(openingTag(html, `id="${descriptionId}"`)).toMatch(/^<p/);
}

/** The hidden inputs of the form posting to `action`. */
function formFields(html: string, action: string): Record<string, string> {
  const start = html.indexOf(`action="${action}"`);
  expect(start, `no form posting to ${action}`).toBeGreaterThan(-1);
  const form = html.slice(html.lastIndexOf("<form", start), html.indexOf("</form>", start));
  expect(openingTag(form, "<form")).toMatch(/method="post"/);
  return Object.fromEntries(
    [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [
      m[1],
      decode(m[2]),
    ]),
  );
}

const offers: CashbackOfferView[] = [
  {
    id: 1,
    title: "Weekend cashback",
    amount: "10%",
    minPurchase: "AED50.00",
    endDate: "2026-06-30",
  },
  { id: 2, title: "Flat back", amount: "AED5.00", minPurchase: null, endDate: null },
];
const prompt: ReviewPromptView = {
  orderId: 100001,
  images: ["http://api.test/storage/product/a.png", "http://api.test/storage/product/b.png"],
};

describe("cashback button and panel (browsing §2 Home, §4)", () => {
  it("the button is a link to ?dialog=cashback keeping the page's query, labelled with the count", async () => {
    const html = await render("/home?module_id=2", <CashbackButton offers={offers} />);
    const link = openingTag(html, "<a ");
    expect(decode(attrOf(link, "href") ?? "")).toBe("/home?module_id=2&dialog=cashback");
    expect(attrOf(link, "class")).toContain("fixed");
    expect(attrOf(link, "class")).toContain("end-4");
    expect(html).toContain("Cashback offers: 2 offers");
    const ar = await render("/ar/home", <CashbackButton offers={offers} />, "ar");
    expect(ar).toContain("عروض استرداد النقود: عرضان");
  });

  it("nothing without offers", async () => {
    expect(await render("/home", <CashbackButton offers={[]} />)).toBe("");
  });

  it.each([
    ["en", "Cashback offers", "10% cashback", "June 30, 2026", "Minimum purchase"],
    ["ar", "عروض استرداد النقود", "استرداد 10%", "30 يونيو 2026", "الحد الأدنى للشراء"],
  ] as const)(
    "the panel (%s): an open sheet listing title, amount, minimum and end date, closed by a link",
    async (lang, title, amount, date, minimum) => {
      const prefix = lang === "ar" ? "/ar" : "";
      const html = await render(
        `${prefix}/home?module_id=2&dialog=cashback`,
        <CashbackPanel offers={offers} />,
        lang,
      );
      expectLabelledOpenDialog(html, title);
      expect(html).toContain(">Weekend cashback</h3>");
      expect(html).toContain(">Flat back</h3>");
      expect(html).toContain(amount);
      expect(html).toContain(minimum);
      expect(html).toContain("AED50.00");
      expect(html).toContain(`<time dateTime="2026-06-30">${date}</time>`);
      // Close links drop the dialog param and keep the rest.
      const closes = [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => decode(m[1]));
      expect(closes.length).toBeGreaterThanOrEqual(2);
      for (const href of closes) expect(href).toBe(`${prefix}/home?module_id=2`);
    },
  );

  it("formats end dates in UTC with Western digits, and leaves junk as it is", () => {
    expect(formatDay("2026-01-01", "en")).toBe("January 1, 2026");
    expect(formatDay("2026-01-01", "ar")).toBe("1 يناير 2026");
    expect(formatDay("soon", "en")).toBe("soon");
  });
});

describe("review prompt (browsing §4)", () => {
  it.each([
    ["en", "How was your last order?", "Give review", "Not now"],
    ["ar", "كيف كان طلبك الأخير؟", "أضف تقييمك", "ليس الآن"],
  ] as const)(
    "(%s) is an open, labelled modal with the order's images, a review link and a cancel form",
    async (lang, title, give, close) => {
      const prefix = lang === "ar" ? "/ar" : "";
      const html = await render(
        `${prefix}/home?module_id=1`,
        <ReviewPromptDialog prompt={prompt} />,
        lang,
      );
      expectLabelledOpenDialog(html, title);
      expect(html).toContain("100001");
      for (const src of prompt.images) {
        // the backend's picture, sized by the /img endpoint for a 64-pixel thumbnail
        // (its URL as is: "/" and ":" may stand in a query)
        const img = openingTag(html, `src="/img?src=${src}&amp;w=160"`);
        expect(attrOf(img, "srcSet")).toContain(`&amp;w=96 96w`);
        expect(attrOf(img, "width")).toBe("64");
        expect(attrOf(img, "height")).toBe("64");
        expect(attrOf(img, "loading")).toBe("lazy");
        expect(attrOf(img, "alt")).toBe("");
      }
      const giveLink = openingTag(html, `href="${prefix}/rate-and-review/100001"`);
      expect(giveLink.startsWith("<a ")).toBe(true);
      expect(html).toContain(`>${give}</a>`);
      expect(formFields(html, `${prefix}/review-prompt`)).toEqual({
        intent: "cancel",
        order_id: "100001",
        redirectTo: `${prefix}/home?module_id=1`,
      });
      // Both close controls submit that form: they work without JavaScript.
      expect(html).toContain(`type="submit">${close}</button>`);
      expect(html.match(/<button[^>]*type="submit"/g)).toHaveLength(2);
    },
  );
});

describe("welcome modal (browsing §4)", () => {
  it("with the first-order discount and its validity (en)", async () => {
    const html = await render(
      "/home",
      <WelcomeDialog discount={{ amount: "10%", validity: "30 day" }} />,
    );
    expectLabelledOpenDialog(html, "Welcome to Souq Express!");
    expect(html).toContain("Enjoy 10% off your first order.");
    expect(html).toContain("Valid for 30 days.");
    expect(formFields(html, "/welcome")).toEqual({ redirectTo: "/home" });
  });

  it("with the discount in Arabic (plural forms of the validity)", async () => {
    const html = await render(
      "/ar/home?module_id=1",
      <WelcomeDialog discount={{ amount: "AED5.00", validity: "1 month" }} />,
      "ar",
    );
    expectLabelledOpenDialog(html, "مرحبًا بك في Souq Express!");
    expect(html).toContain("استمتع بخصم AED5.00 على طلبك الأول.");
    expect(html).toContain("صالح لمدة شهر واحد.");
    expect(formFields(html, "/ar/welcome")).toEqual({ redirectTo: "/ar/home?module_id=1" });
  });

  it("without the discount: the welcome alone", async () => {
    const html = await render("/home", <WelcomeDialog discount={null} />);
    expectLabelledOpenDialog(html, "Welcome to Souq Express!");
    expect(html).not.toContain("first order");
    expect(html).toContain("Start exploring");
  });

  it("an unparsed validity is shown as the backend wrote it", async () => {
    const html = await render(
      "/home",
      <WelcomeDialog discount={{ amount: "10%", validity: "until Friday" }} />,
    );
    expect(html).toContain("Valid for until Friday.");
  });
});

describe("HomeExtras: one modal at a time", () => {
  const welcome = { discount: null };

  it("the welcome first, then the review prompt; the button always", async () => {
    const html = await render(
      "/home",
      <HomeExtras cashbackOffers={offers} reviewPrompt={prompt} welcome={welcome} />,
    );
    expect(html.match(/<dialog/g)).toHaveLength(1);
    expect(html).toContain("Welcome to Souq Express!");
    expect(html).toContain("dialog=cashback");
    const next = await render(
      "/home",
      <HomeExtras cashbackOffers={offers} reviewPrompt={prompt} welcome={null} />,
    );
    expect(next.match(/<dialog/g)).toHaveLength(1);
    expect(next).toContain("How was your last order?");
  });

  it("?dialog=cashback opens the panel and no other modal", async () => {
    const html = await render(
      "/home?dialog=cashback",
      <HomeExtras cashbackOffers={offers} reviewPrompt={prompt} welcome={welcome} />,
    );
    expect(html.match(/<dialog/g)).toHaveLength(1);
    expect(html).toContain("Weekend cashback");
  });

  it("a guest (no offers, no prompt, no welcome) gets nothing, even with ?dialog=cashback", async () => {
    const html = await render(
      "/home?dialog=cashback",
      <HomeExtras cashbackOffers={[]} reviewPrompt={null} welcome={null} />,
    );
    expect(html).toBe("");
  });
});
