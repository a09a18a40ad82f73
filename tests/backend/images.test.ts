import { describe, expect, it } from "vitest";
import { renderSvg } from "../../backend/services/images";

describe("generated artwork", () => {
  it("draws a different pictogram for each module, not initials", () => {
    const icons = ["Grocery", "Food", "Pharmacy", "Shop", "Parcel"].map((name) =>
      renderSvg("module", `${name.toLowerCase()}-icon-${name.length}.svg`),
    );
    for (const svg of icons) {
      expect(svg).toContain('stroke="#fff"');
      expect(svg).not.toMatch(/<text/);
    }
    // "Pharmacy" and "Parcel" shared the initials "PI"; their pictures differ.
    expect(new Set(icons.map((svg) => svg.replace(/<title>.*<\/title>/, "")).values()).size).toBe(
      5,
    );
  });

  it("centres banner words and sizes them to fit the cropped middle of the canvas", () => {
    const svg = renderSvg("react_landing", "landing-header-banner.svg");
    expect(svg).toContain('text-anchor="middle"');
    const fontSize = Number(/font-size="(\d+)"/.exec(svg)?.[1]);
    // "Landing Header Banner": 21 characters at 0.6 em must fit in 600 px.
    expect(fontSize * 0.6 * 21).toBeLessThanOrEqual(600);
    expect(fontSize).toBeGreaterThanOrEqual(24);
  });

  it("escapes what it writes from the file name", () => {
    expect(renderSvg("product", "a&b<c>-1.svg")).not.toMatch(/<c>/);
  });
});
