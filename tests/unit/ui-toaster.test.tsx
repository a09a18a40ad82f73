import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Toaster } from "~/components/ui/toaster";
import {
  adoptToasts,
  dismissToast,
  getToastQueue,
  toast,
  type ToastRecord,
} from "~/components/ui/use-toast";

const flash: ToastRecord[] = [
  { id: "flash-1", title: "Item added to cart", variant: "success" },
  {
    id: "flash-2",
    title: "Coupon expired",
    description: "Try another code",
    variant: "destructive",
  },
];

describe("Toaster on the server (no JavaScript)", () => {
  const html = renderToString(
    <Toaster toasts={flash} label="Notifications" dismissLabel="Dismiss" />,
  );

  it("renders server toasts inside a polite live region in a labelled landmark", () => {
    expect(html).toMatch(/^<section aria-label="Notifications"[^>]*><ol aria-live="polite"/);
    const region = html.slice(html.indexOf("<ol"), html.lastIndexOf("</ol>"));
    expect(region).toContain("Item added to cart");
    expect(region).toContain("Coupon expired");
    expect(region).toContain("Try another code");
  });

  it("uses role=status for ordinary toasts and role=alert for errors", () => {
    expect(html).toMatch(/role="status"[^>]*>(?:(?!role=).)*Item added to cart/);
    expect(html).toMatch(/role="alert"[^>]*>(?:(?!role=).)*Coupon expired/);
  });

  it("makes each toast dismissible by a link that hides it via :target, without a request", () => {
    for (const { id } of flash) {
      expect(html).toContain(`<li id="toast-${id}" class="target:hidden"`);
      expect(html).toMatch(
        new RegExp(`<a href="#toast-${id}"[^>]*>.*?<span class="sr-only">Dismiss</span></a>`),
      );
    }
    expect(html).not.toContain("<button");
  });

  it("keeps an empty live region in the page so client toasts are announced", () => {
    const empty = renderToString(<Toaster />);
    expect(empty).toContain('<ol aria-live="polite"');
    expect(empty).not.toContain("<li");
  });

  it("never renders client-queue toasts into server HTML", () => {
    const id = toast({ title: "Saved to wishlist" });
    try {
      expect(renderToString(<Toaster />)).not.toContain("Saved to wishlist");
    } finally {
      dismissToast(id);
    }
  });
});

describe("client toast queue", () => {
  const ids = () => getToastQueue().toasts.map((t) => t.id);
  const clear = () => ids().forEach(dismissToast);

  it("toast() queues a toast and returns its id; dismissToast removes it", () => {
    clear();
    const id = toast({ title: "Saved", variant: "success" });
    expect(getToastQueue().toasts).toEqual([{ id, title: "Saved", variant: "success" }]);
    dismissToast(id);
    expect(ids()).toEqual([]);
  });

  it("adopts server toasts once, and never brings back a dismissed one", () => {
    clear();
    adoptToasts(flash);
    adoptToasts(flash); // a re-render with the same loader data
    expect(ids()).toEqual(["flash-1", "flash-2"]);
    dismissToast("flash-1");
    adoptToasts(flash); // loader data still holds the flash toast after the user dismissed it
    expect(ids()).toEqual(["flash-2"]);
    clear();
  });

  it("keeps at most five toasts, dropping the oldest", () => {
    clear();
    const created = Array.from({ length: 7 }, (_, n) => toast({ title: `Toast ${n}` }));
    expect(ids()).toEqual(created.slice(2));
    clear();
  });
});
