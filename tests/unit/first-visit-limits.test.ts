import { describe, expect, it } from "vitest";
import { firstVisitPages, overLimits, statusOf } from "../../scripts/first-visit.mjs";

/**
 * `npm run size:first-visit` holds every sample page to a request count as well as to bytes
 * (issue 27: /home made 84 script requests, each paying its headers).
 */
type Page = { family: string; goalRequests?: number; maxRequests?: number; goalKb?: number };
const pages = firstVisitPages() as Page[];
const home = pages.find((page) => page.family === "home")!;
const measured = (requests: number) => ({
  ...home,
  bytes: 100_000,
  headerBytes: 0,
  cls: 0,
  requests,
});

describe("first-visit request budget", () => {
  it("gives every sample page a goal of 30 script requests and a ceiling above it", () => {
    for (const page of pages) {
      expect(page.goalRequests, page.family).toBe(30);
      expect(page.maxRequests, page.family).toBeGreaterThan(30);
    }
  });

  it("warns over the goal and fails over the ceiling", () => {
    expect(statusOf(measured(30))).toBe("ok");
    expect(statusOf(measured(31))).toBe("over goal");
    expect(overLimits(measured(31), "goal")).toEqual(["31 script requests, over its goal of 30"]);
    const over = measured(home.maxRequests! + 1);
    expect(statusOf(over)).toBe("OVER CEILING");
    expect(overLimits(over, "ceiling")).toEqual([
      `${home.maxRequests! + 1} script requests, over its ceiling of ${home.maxRequests}`,
    ]);
  });
});
