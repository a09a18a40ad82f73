import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Toaster } from "~/components/ui/toaster";
import {
  adoptToasts,
  dismissToast,
  getToastQueue,
  arrivalMark,
  leavePage,
  newestToast,
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

  const one = (record: ToastRecord) =>
    renderToString(<Toaster toasts={[record]} dismissLabel="Dismiss" />);

  it("renders a server toast inside a polite live region in a labelled landmark", () => {
    expect(html).toMatch(/^<section aria-label="Notifications"[^>]*><ol aria-live="polite"/);
    const region = html.slice(html.indexOf("<ol"), html.lastIndexOf("</ol>"));
    expect(region).toContain("Item added to cart");
    const other = one(flash[1]);
    expect(other.slice(other.indexOf("<ol"))).toContain("Coupon expired");
    expect(other).toContain("Try another code");
  });

  it("shows one toast at a time, the first of those flashed together (issue 22 item 18)", () => {
    expect((html.match(/<li /g) ?? []).length).toBe(1);
    expect(html).not.toContain("Coupon expired");
  });

  it("uses role=status for ordinary toasts and role=alert for errors", () => {
    expect(one(flash[0])).toMatch(/role="status"[^>]*>(?:(?!role=).)*Item added to cart/);
    expect(one(flash[1])).toMatch(/role="alert"[^>]*>(?:(?!role=).)*Coupon expired/);
  });

  it("makes each toast dismissible by a link that hides it via :target, without a request", () => {
    for (const record of flash) {
      const { id } = record;
      const html = one(record);
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

describe("one toast at a time, dismissed on navigation (issue 22 item 18)", () => {
  const ids = () => getToastQueue().toasts.map((t) => t.id);
  const clear = () => ids().forEach(dismissToast);
  const changed: ToastRecord = {
    id: "flash-reset",
    title: "Password changed successfully. Please sign in.",
    variant: "success",
  };
  const signedIn: ToastRecord = { id: "flash-signin", title: "Sign in successfully." };

  it("after a password reset, the page signed in to shows its own toast, not the sign-in page's", () => {
    clear();
    // On the sign-in page: its flashed toast is adopted and shown.
    adoptToasts([changed]);
    expect(newestToast([changed], getToastQueue())?.title).toBe(changed.title);
    // Signed in, the next page lands with its flash toast. First render (before the adopt
    // effect): the landing toast already wins over the one still queued.
    expect(newestToast([signedIn], getToastQueue())?.title).toBe("Sign in successfully.");
    // Then the Toaster adopts it and the shell leaves the sign-in page behind.
    adoptToasts([signedIn]);
    leavePage([signedIn]);
    expect(ids()).toEqual(["flash-signin"]);
    expect(newestToast([signedIn], getToastQueue())?.title).toBe("Sign in successfully.");
    // Once it is dismissed (or timed out) nothing of the last page comes back.
    dismissToast("flash-signin");
    expect(newestToast([signedIn], getToastQueue())).toBeUndefined();
  });

  it("toasts flashed together show in the order told: signed in, then sent to pick a zone", () => {
    clear();
    adoptToasts([changed]);
    // Signing in from the sign-in page lands on a page that needs a zone: one response flashes
    // "Sign in successfully." then the zone gate's message.
    const zone: ToastRecord = {
      id: "flash-zone",
      title: "You must pick a zone to access this page.",
      variant: "destructive",
    };
    const landing = [{ ...signedIn, id: "flash-signin-2" }, zone];
    expect(newestToast(landing, getToastQueue())?.title).toBe("Sign in successfully.");
    adoptToasts(landing);
    leavePage(landing);
    expect(newestToast(landing, getToastQueue())?.title).toBe("Sign in successfully.");
    dismissToast("flash-signin-2");
    expect(newestToast(landing, getToastQueue())?.title).toBe(zone.title);
    // A later toast is a newer arrival: it wins over the rest of that story.
    const later = toast({ title: "Saved to wishlist" });
    expect(newestToast(landing, getToastQueue())?.id).toBe(later);
    clear();
  });

  it("a toast that arrives while the next page loads stays for that page", () => {
    clear();
    const lastPage = toast({ title: "Saved to wishlist" });
    // The navigation begins: the shell takes a mark.
    const departedAt = arrivalMark();
    // A push message arrives before React commits the new location.
    const push = toast({ title: "Your friend joined with your code" });
    leavePage([], departedAt);
    expect(ids()).toEqual([push]);
    expect(getToastQueue().dismissed.has(lastPage)).toBe(true);
    // Without a mark (no navigation seen) every toast of the last page goes, as before.
    leavePage([]);
    expect(ids()).toEqual([]);
  });

  it("on one page the newest shows and the one before follows once it is gone", () => {
    clear();
    const page = [{ id: "flash-coupon", title: "Coupon applied" }];
    adoptToasts(page);
    const saved = toast({ title: "Saved to wishlist" });
    expect(newestToast(page, getToastQueue())?.title).toBe("Saved to wishlist");
    dismissToast(saved);
    expect(newestToast(page, getToastQueue())?.title).toBe("Coupon applied");
    clear();
  });

  it("a page without toasts of its own dismisses every toast of the last one, for good", () => {
    clear();
    const last = [{ id: "flash-added", title: "Item added to cart" }];
    adoptToasts(last);
    toast({ title: "Saved to wishlist" });
    leavePage([]);
    expect(ids()).toEqual([]);
    // The root loader's data may still hold the old flash until it revalidates: not re-adopted.
    adoptToasts(last);
    expect(newestToast(last, getToastQueue())).toBeUndefined();
  });
});
