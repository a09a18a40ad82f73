import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MenuButton, MenuItem, MenuSeparator } from "~/components/ui/menu-button";

/*
 * MenuButton is JavaScript-only (the header shows DisclosureMenu until hydration), so what the
 * server can render is its closed state; the keyboard (arrows, Home/End, typeahead, Escape with
 * focus return) is covered in the browser by e2e/header.spec.ts.
 */
describe("MenuButton", () => {
  it("renders a closed menu button: a button that announces a menu, no panel", () => {
    const html = renderToString(
      <MenuButton label="Account menu" trigger="Me">
        <MenuItem>Profile</MenuItem>
      </MenuButton>,
    );
    expect(html).toMatch(/<button[^>]*type="button"/);
    expect(html).toContain('aria-label="Account menu"');
    expect(html).toContain('aria-haspopup="menu"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('role="menu"');
    expect(html).not.toContain("Profile");
  });
});

describe("MenuItem", () => {
  it("renders a link as a menu item out of the tab order", () => {
    const html = renderToString(<MenuItem asLink={<a href="/profile" />}>Profile</MenuItem>);
    expect(html).toMatch(
      /^<a href="\/profile" role="menuitem" tabindex="-1" class="[^"]+">Profile<\/a>$/,
    );
  });

  it("renders the current choice as a disabled item, not a link", () => {
    const html = renderToString(
      <MenuItem asLink={<a href="/ar" />} disabled aria-current="true">
        English
      </MenuItem>,
    );
    expect(html).not.toContain("href");
    expect(html).toContain('role="menuitem"');
    expect(html).toContain('aria-disabled="true"');
    expect(html).toContain('aria-current="true"');
  });

  it("separates groups with a separator role", () => {
    expect(renderToString(<MenuSeparator />)).toContain('role="separator"');
  });
});
