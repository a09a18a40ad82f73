import type { ReactNode } from "react";
// Remix renders on the server through React Router's static data router; this is the same one.
import { describe, expect, it } from "vitest";
import { renderInFrame } from "./frame-render";
import { GuestOrderPlaced } from "~/features/order-outcome/guest-order-placed";
import { OrderFailed } from "~/features/order-outcome/order-failed";
import type {
  OrderOutcomeData,
  OutcomeRefusal,
} from "~/features/order-outcome/order-outcome.server";
import type { OrderCard } from "~/features/order-outcome/order-view.server";
import type { Lang } from "~/i18n/config";

/**
 * The payment-outcome pages as the server sends them — what a browser without JavaScript gets:
 * the Order Place Failed screen with its choices in the page (no dialog until hydration), the
 * cancel dialog as URL state with 'Order payment canceled' picked, a refusal's message with the
 * picked reason kept, and the guest order-placed page.
 */
function render(url: string, ui: ReactNode, lang: Lang = "en"): Promise<string> {
  return renderInFrame(ui, { url, lang, frame: null });
}

const decode = (html: string) => html.replace(/&amp;/g, "&").replace(/&#x27;/g, "'");
/** The opening tags of the elements matching a tag name. */
const tags = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, "g")) ?? [];

const ORDER: OrderCard = {
  id: 100042,
  placedAt: "15 Jan 2025, 12:00 pm",
  status: "failed",
  paymentMethod: "digital_payment",
  paymentStatus: "unpaid",
  total: "AED 42.50",
  store: "Smash Burger Lab",
  address: "Burj Khalifa, Downtown Dubai",
  orderType: "delivery",
  parcel: null,
  extras: { cutlery: false, unavailableNote: null, instruction: null },
};
type Failed = Extract<OrderOutcomeData, { kind: "failed" }>;
const failed = (extra: Partial<Failed> = {}): Failed => ({
  kind: "failed",
  title: "Order Place Failed",
  order: ORDER,
  canSwitchToCash: true,
  canCancel: true,
  reasons: null,
  ...extra,
});
const REASONS = [
  { value: "1", label: "Order payment canceled" },
  { value: "2", label: "I changed my mind" },
  { value: "3", label: "I ordered by mistake" },
];
const PATH = "/order-placed?flag=fail&order_id=100042";

describe("Order Place Failed, server HTML", () => {
  it("has the screen, the order, and the choices in the page (hidden where scripts run), no dialog", async () => {
    const html = decode(await render(PATH, <OrderFailed data={failed()} />));
    expect(html).toMatch(/<h1[^>]*>Order Place Failed<\/h1>/);
    expect(html).toContain("The payment for order #100042 did not go through.");
    expect(html).toContain("AED 42.50");
    expect(html).toContain(">Failed<");
    // No <dialog> before hydration: the dialog is JavaScript's; the choices are in the page.
    expect(tags(html, "dialog")).toEqual([]);
    const inline = html.slice(html.indexOf("[@media(scripting:enabled)]:hidden"));
    expect(inline).toContain("What would you like to do?");
    expect(inline).toContain("Pay with cash on delivery instead, or cancel the order.");
    const form = tags(inline, "form")[0];
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="${PATH}"`);
    expect(inline).toContain('<input type="hidden" name="intent" value="switch-to-cash"/>');
    expect(inline).toContain('<input type="hidden" name="order_id" value="100042"/>');
    expect(inline).toMatch(/<button[^>]*type="submit"[^>]*>Switch to cash on delivery<\/button>/);
    expect(inline).toContain(`href="${PATH}&dialog=cancel-order"`);
    expect(inline).toContain('href="/home"');
  });

  it("offers only what the order allows", async () => {
    const cashless = decode(
      await render(PATH, <OrderFailed data={failed({ canSwitchToCash: false })} />),
    );
    expect(cashless).not.toContain("Switch to cash on delivery");
    expect(cashless).toContain(
      "Cash on delivery is not available for this order. You can cancel it.",
    );
    expect(cashless).toContain("dialog=cancel-order");
    const closed = decode(
      await render(
        PATH,
        <OrderFailed
          data={failed({
            canSwitchToCash: false,
            canCancel: false,
            order: { ...ORDER, status: "canceled" },
          })}
        />,
      ),
    );
    expect(closed).toContain("This order can no longer be changed.");
    expect(closed).not.toContain("dialog=cancel-order");
    expect(closed).toContain(">Canceled<");
  });

  it("shows a refused switch's message (the backend's text) in the page", async () => {
    const refusal: OutcomeRefusal = {
      intent: "switch-to-cash",
      result: {
        status: "error",
        initialValue: { intent: "switch-to-cash", order_id: "100042" },
        error: { "": ["Cash on delivery is not available in this zone."] },
      },
    };
    const html = decode(await render(PATH, <OrderFailed data={failed()} refusal={refusal} />));
    expect(html).toMatch(/role="alert"[^>]*>Cash on delivery is not available in this zone\.</);
  });

  it("opens the cancel dialog from the URL with the reasons, 'Order payment canceled' picked", async () => {
    const url = `${PATH}&dialog=cancel-order`;
    const html = decode(await render(url, <OrderFailed data={failed({ reasons: REASONS })} />));
    const dialogs = tags(html, "dialog");
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]).toMatch(/\sopen=""/);
    expect(html).toContain(">Cancel order #100042?</h2>");
    const radios = tags(html, "input").filter((t) => t.includes('type="radio"'));
    expect(radios.map((r) => /value="(\d+)"/.exec(r)?.[1])).toEqual(["1", "2", "3"]);
    expect(radios.filter((r) => r.includes("checked"))).toEqual([
      expect.stringContaining('value="1"'),
    ]);
    expect(html).toContain('<input type="hidden" name="intent" value="cancel-order"/>');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Cancel the order<\/button>/);
    // Keep the order: a link back to the screen without the dialog.
    expect(html).toMatch(
      new RegExp(`<a[^>]*href="${PATH.replace(/[?]/g, "\\?")}"[^>]*>Keep the order</a>`),
    );
  });

  it("keeps the picked reason and shows the refusal in the cancel dialog (ar)", async () => {
    const refusal: OutcomeRefusal = {
      intent: "cancel-order",
      result: {
        status: "error",
        initialValue: { intent: "cancel-order", order_id: "100042", reason: "3" },
        error: { "": ["orders:errors.reasonRequired"] },
      },
    };
    const html = decode(
      await render(
        `/ar${PATH}&dialog=cancel-order`,
        <OrderFailed data={failed({ reasons: REASONS })} refusal={refusal} />,
        "ar",
      ),
    );
    expect(html).toContain(">إلغاء الطلب #100042؟</h2>");
    expect(html).toMatch(/role="alert"[^>]*>يرجى اختيار سبب\.</);
    const checked = tags(html, "input").filter(
      (t) => t.includes('type="radio"') && t.includes("checked"),
    );
    expect(checked).toEqual([expect.stringContaining('value="3"')]);
  });
});

describe("guest order-placed page, server HTML", () => {
  it("has the spec's heading, the advice, number, time, status and Track Order", async () => {
    const order = { ...ORDER, status: "pending", paymentStatus: "paid" };
    const track = "/track-order?order_id=100042&phone=%2B971501234567";
    const html = decode(
      await render(
        "/order-placed?flag=success&order_id=100042",
        <GuestOrderPlaced order={order} trackHref={track} lines={[]} amounts={[]} />,
      ),
    );
    expect(html).toMatch(/<h1[^>]*>Order Placed Successfully !<\/h1>/);
    expect(html).toContain("Please remember your order ID and phone number.");
    expect(html).toContain(">#100042<");
    expect(html).toContain("15 Jan 2025, 12:00 pm");
    expect(html).toContain(">Pending<");
    expect(html).toMatch(
      new RegExp(`<a[^>]*href="${track.replace(/[?]/g, "\\?")}"[^>]*>Track Order</a>`),
    );
  });
});
