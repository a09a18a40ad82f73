import { describe, expect, it } from "vitest";
import { SubmissionHub, type Submit } from "~/components/submission-hub";

/**
 * The page's one set of fetcher submissions behind the cards' quick-add buttons and wishlist
 * hearts (components/keyed-fetchers.tsx, issue 27): each control sends under its own key, shows
 * its own key's state and gets its own answer.
 */
function hubWithSends() {
  const sent: Array<{ key: string; action?: string }> = [];
  const hub = new SubmissionHub();
  hub.send = ((_target, options) =>
    sent.push({ key: options.fetcherKey, action: options.action })) as Submit;
  return { hub, sent };
}

const fields = (intent: string) => {
  const formData = new FormData();
  formData.set("intent", intent);
  return formData;
};

describe("SubmissionHub", () => {
  it("pressing card B while card A is adding sends B too; each spins and hears only its own", () => {
    const { hub, sent } = hubWithSends();
    const heard: string[] = [];
    let changes = 0;
    hub.subscribe(() => changes++);

    expect(hub.submit("quick-add-a", fields("add"), {}, () => heard.push("a"))).toBe(true);
    expect(hub.submit("quick-add-b", fields("add"), {}, () => heard.push("b"))).toBe(true);
    expect(sent.map((s) => s.key)).toEqual(["quick-add-a", "quick-add-b"]);
    expect(hub.pending("quick-add-a")).toBeDefined();
    expect(hub.pending("quick-add-b")).toBeDefined();
    expect(hub.watchedKeys()).toEqual(["quick-add-a", "quick-add-b"]);

    hub.finish("quick-add-b", { ok: true });
    expect(heard).toEqual(["b"]);
    expect(hub.pending("quick-add-a")).toBeDefined();
    expect(hub.pending("quick-add-b")).toBeUndefined();
    expect(hub.watchedKeys()).toEqual(["quick-add-a"]);

    hub.finish("quick-add-a", { ok: true });
    expect(heard).toEqual(["b", "a"]);
    expect(hub.watchedKeys()).toEqual([]);
    expect(changes).toBe(4);
  });

  it("refuses a second submission of a key while its first is in flight (no double add)", () => {
    const { hub, sent } = hubWithSends();
    expect(hub.submit("wishlist-item-7", fields("add"), { action: "/wishlist" })).toBe(true);
    expect(hub.submit("wishlist-item-7", fields("remove"), { action: "/wishlist" })).toBe(false);
    expect(sent).toEqual([{ key: "wishlist-item-7", action: "/wishlist" }]);
    // What a heart turns to at once: the intent of the submission in flight.
    expect(hub.pending("wishlist-item-7")?.get("intent")).toBe("add");
    hub.finish("wishlist-item-7", undefined);
    expect(hub.submit("wishlist-item-7", fields("remove"), { action: "/wishlist" })).toBe(true);
    expect(hub.pending("wishlist-item-7")?.get("intent")).toBe("remove");
  });

  it("keeps the watched keys the same array between changes (a store snapshot)", () => {
    const { hub } = hubWithSends();
    hub.submit("k", fields("add"));
    expect(hub.watchedKeys()).toBe(hub.watchedKeys());
  });

  it("sends nothing before the page's submit is known, and forgets a send that threw", () => {
    const hub = new SubmissionHub();
    expect(hub.submit("k", fields("add"))).toBe(false);
    expect(hub.pending("k")).toBeUndefined();
    hub.send = () => {
      throw new Error("no route");
    };
    expect(() => hub.submit("k", fields("add"))).toThrow("no route");
    expect(hub.pending("k")).toBeUndefined();
    expect(hub.watchedKeys()).toEqual([]);
  });
});
