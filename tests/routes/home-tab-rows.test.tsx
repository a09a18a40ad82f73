import { describe, expect, it } from "vitest";
import { ItemSection, tabParam } from "~/features/home/item-section";
import { ITEMS_PER_TAB, type ItemSectionData } from "~/features/home/sections";
import { loader } from "~/routes/($lang).home";
// Not a React hook: the kit's name for "start the fake API for this file".
import { renderInFrame } from "./frame-render";
import { downtownWith, homeRequest, useHomeApi as startHomeApi, modelSections } from "./home-kit";

/**
 * Issue 27 item 3 (lighter markup): a shelf with category tabs draws ITEMS_PER_TAB cards in
 * every row, "All" included — its data also holds each tab's items, which "All" drew as well
 * (24 cards on the grocery home's best reviewed, where a row shows 10).
 */
startHomeApi();

async function bestReviewed(): Promise<ItemSectionData> {
  const page = await loader(await homeRequest("/home", { prefs: downtownWith("grocery") }));
  if (!("sections" in page)) throw new Error("not the module home");
  const section = modelSections(page.sections).find((s) => s.id === "best-reviewed")!;
  return (await section.data) as ItemSectionData;
}

const render = (data: ItemSectionData, url: string) =>
  renderInFrame(
    <ItemSection
      sectionId="best-reviewed"
      title="Best reviewed"
      layout="vertical"
      data={data}
      moduleType="grocery"
    />,
    { url },
  );

const cardCount = (html: string) => html.match(/<article/g)?.length ?? 0;

describe("tab rows on the module home", () => {
  it("'All' shows the first ten items, not every tab's as well", async () => {
    const data = await bestReviewed();
    expect(data.tabs.length).toBeGreaterThan(0);
    expect(data.items.length).toBeGreaterThan(ITEMS_PER_TAB);
    const html = await render(data, "/home");
    expect(cardCount(html)).toBe(ITEMS_PER_TAB);
    for (const item of data.items.slice(0, ITEMS_PER_TAB)) expect(html).toContain(item.href);
  });

  it("a tab shows its own items, at most ten", async () => {
    const data = await bestReviewed();
    for (const tab of data.tabs) {
      const own = data.items.filter((item) => item.categoryIds.includes(tab.id));
      const html = await render(data, `/home?${tabParam("best-reviewed")}=${tab.id}`);
      expect(cardCount(html), tab.name).toBe(Math.min(own.length, ITEMS_PER_TAB));
    }
  });
});
