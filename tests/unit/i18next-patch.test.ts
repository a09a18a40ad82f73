import { createRequire } from "node:module";
import i18next, { type i18n as I18n } from "i18next";
import { describe, expect, it } from "vitest";
import en from "~/i18n/resources/en";
import ar from "~/i18n/resources/ar";
import { i18nOptions } from "~/i18n/i18n";

/*
 * patches/i18next+23.16.8.patch leaves out of i18next's ES build (the one the browser bundle
 * and Node's `import` load) its backend connector, its Formatter, nesting and the
 * compatibilityJSON v1–v3 plural tables: ~2.5 KB of Brotli on every first visit (issue 27
 * item 4). Only the ES build is patched, so the CommonJS build is i18next as published: every
 * string of both languages must come out the same from both, with the counts that pick each
 * plural form and values that look like nesting.
 */
const require = createRequire(import.meta.url);
const published = require("i18next") as typeof i18next;

const RESOURCES = { en, ar } as Record<string, Record<string, Record<string, unknown>>>;
const COUNTS = [0, 1, 2, 3, 5, 11, 100, 1.5];
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function leaves(value: unknown, prefix: string, out: Map<string, string>) {
  if (typeof value === "string") out.set(prefix, value);
  else if (value && typeof value === "object")
    for (const [key, child] of Object.entries(value))
      leaves(child, prefix ? `${prefix}.${key}` : key, out);
}

async function instance(create: () => I18n, lng: string) {
  const i18n = create();
  await i18n.init({ ...i18nOptions, lng, resources: { [lng]: RESOURCES[lng] } });
  return i18n;
}

describe("patched i18next (ES build) against the published one (CommonJS build)", () => {
  it("is really the patched build that the app imports", () => {
    expect(i18next.createInstance).not.toBe(published.createInstance);
    expect(() =>
      i18next
        .createInstance()
        .use({ type: "backend", init() {}, read() {} })
        .init({}),
    ).toThrow(/patched without its backend connector/);
  });

  for (const lng of Object.keys(RESOURCES)) {
    it(`translates every ${lng} string the same, with every count`, async () => {
      const patched = await instance(() => i18next.createInstance(), lng);
      const original = await instance(() => published.createInstance(), lng);
      let compared = 0;
      for (const [ns, strings] of Object.entries(RESOURCES[lng])) {
        const keys = new Map<string, string>();
        leaves(strings, "", keys);
        for (const [path, text] of keys) {
          const key = path.replace(PLURAL_SUFFIX, "");
          const names = [...text.matchAll(/\{\{\s*([^}\s,]+)/g)].map(([, name]) => name);
          // A value from data that looks like nesting (`$t(…)`) is inserted as it is.
          const values = Object.fromEntries(names.map((name) => [name, `<${name}> $t(${key})`]));
          for (const count of PLURAL_SUFFIX.test(path) ? COUNTS : [undefined]) {
            const options = { ns, ...values, ...(count === undefined ? {} : { count }) };
            expect(patched.t(key, options), `${lng} ${ns}:${key} ${count}`).toBe(
              original.t(key, options),
            );
            compared++;
          }
        }
      }
      expect(compared).toBeGreaterThan(1000);
    });
  }
});
