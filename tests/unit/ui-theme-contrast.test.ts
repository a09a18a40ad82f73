import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The theme tokens as the browser gets them: parsed from app/tailwind.css, not restated here.
const css = readFileSync(new URL("../../app/tailwind.css", import.meta.url), "utf8");

type Tokens = Record<string, string>;

function block(selector: string): Tokens {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no "${selector}" block in app/tailwind.css`);
  const body = css.slice(start, css.indexOf("}", start));
  const tokens: Tokens = {};
  for (const [, name, value] of body.matchAll(/--([\w-]+):\s*([^;]+);/g))
    tokens[name] = value.trim();
  return tokens;
}

function luminance(hslTriplet: string): number {
  const match = /^(\d+(?:\.\d+)?) (\d+(?:\.\d+)?)% (\d+(?:\.\d+)?)%$/.exec(hslTriplet);
  if (!match) throw new Error(`not an "H S% L%" triplet: ${hslTriplet}`);
  const [h, s, l] = [Number(match[1]), Number(match[2]) / 100, Number(match[3]) / 100];
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(8) + 0.0722 * channel(4);
}

function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

// [text, surface]: every pairing the components use for text (WCAG AA: 4.5:1).
const TEXT_PAIRS: [string, string][] = [
  ["foreground", "background"],
  ["card-foreground", "card"],
  ["popover-foreground", "popover"],
  ["primary-foreground", "primary"],
  ["primary-foreground", "primary-hover"],
  ["primary", "background"], // link buttons, text-primary
  ["secondary-foreground", "secondary"],
  ["muted-foreground", "background"],
  ["muted-foreground", "muted"],
  ["muted-foreground", "card"],
  ["accent-foreground", "accent"],
  ["destructive-foreground", "destructive"],
  ["destructive-foreground", "destructive-hover"],
  ["destructive", "background"], // field error messages
  ["success-foreground", "success"],
  ["success", "background"],
  ["foreground", "muted"], // tab triggers, skeleton-adjacent text
  ["primary", "accent"], // landing highlights ($…$) on the hero's gradient
  ["primary", "muted"], // landing highlights in the app band
];

// [component, surface]: input borders and focus rings must be seen (WCAG 1.4.11: 3:1).
const UI_PAIRS: [string, string][] = [
  ["input", "background"],
  ["ring", "background"],
  ["primary", "background"], // checkbox and radio borders
];

const themes = { light: block(":root"), dark: block(".dark") };

describe("theme tokens", () => {
  for (const [theme, tokens] of Object.entries(themes)) {
    describe(`${theme} theme`, () => {
      it.each(TEXT_PAIRS)("%s on %s reaches 4.5:1", (text, surface) => {
        expect(tokens[text], `--${text}`).toBeDefined();
        expect(tokens[surface], `--${surface}`).toBeDefined();
        expect(contrast(tokens[text], tokens[surface])).toBeGreaterThanOrEqual(4.5);
      });

      it.each(UI_PAIRS)("%s against %s reaches 3:1", (part, surface) => {
        expect(contrast(tokens[part], tokens[surface])).toBeGreaterThanOrEqual(3);
      });
    });
  }

  it("the system-preference dark block is the same as .dark", () => {
    expect(block(":root:not(.light)")).toEqual(themes.dark);
  });

  it("both themes define the same tokens", () => {
    const { radius: _radius, ...lightColours } = themes.light;
    expect(Object.keys(themes.dark).sort()).toEqual(Object.keys(lightColours).sort());
  });

  it("the contrast maths matches known values", () => {
    expect(contrast("0 0% 0%", "0 0% 100%")).toBeCloseTo(21, 5);
    expect(contrast("0 0% 100%", "0 0% 100%")).toBeCloseTo(1, 5);
    // #767676 on white is the classic 4.54:1.
    expect(contrast("0 0% 46.27%", "0 0% 100%")).toBeCloseTo(4.54, 1);
  });
});
