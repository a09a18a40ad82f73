import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Heart, Icon } from "~/components/ui/icons";

/*
 * The sprite's icons replaced lucide's (issue 27), which hide an icon from assistive technology
 * unless it is given a name or a role. A converted icon must not start being read out as an
 * unnamed graphic.
 */
describe("a sprite icon for assistive technology", () => {
  it("is decorative (aria-hidden) when nothing names it", () => {
    expect(renderToStaticMarkup(<Heart className="size-4" />)).toMatch(
      /^<svg [^>]*aria-hidden="true"/,
    );
    expect(renderToStaticMarkup(<Icon name="truck" />)).toContain('aria-hidden="true"');
  });

  it("is exposed when the caller names it or gives it a role", () => {
    for (const markup of [
      renderToStaticMarkup(<Heart aria-label="Saved" />),
      renderToStaticMarkup(<Heart role="img" aria-labelledby="x" />),
    ]) {
      expect(markup).not.toContain("aria-hidden");
    }
    // …and a caller's own aria-hidden stands.
    expect(renderToStaticMarkup(<Heart aria-hidden={false} />)).toContain('aria-hidden="false"');
  });
});
