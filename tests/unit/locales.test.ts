import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGS, NAMESPACES } from "~/i18n/config";

/*
 * Every string is a key present in every language (issue 2's i18n check). Plural forms differ by
 * language (Arabic has zero/one/two/few/many/other, English one/other), so keys are compared
 * with i18next's plural suffix removed; interpolation variables must match key by key.
 */
const LOCALES = join(process.cwd(), "public", "locales");
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

function readNamespace(lang: string, file: string): Tree {
  return JSON.parse(readFileSync(join(LOCALES, lang, file), "utf8")) as Tree;
}

/** "a.b.c" → text, for every leaf; non-string leaves are reported as errors. */
function flatten(tree: Tree, prefix = "", out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else if (value && typeof value === "object" && !Array.isArray(value)) flatten(value, path, out);
    else out.set(path, `<<not a string: ${JSON.stringify(value)}>>`);
  }
  return out;
}

const baseKeys = (keys: Iterable<string>) =>
  new Set([...keys].map((k) => k.replace(PLURAL_SUFFIX, "")));
const variables = (text: string) =>
  [...text.matchAll(/{{\s*([\w.]+)[^}]*}}/g)].map((m) => m[1]).sort();

const files = (lang: string) =>
  readdirSync(join(LOCALES, lang))
    .filter((f) => f.endsWith(".json"))
    .sort();
const [reference, ...others] = LANGS;

describe("locale files", () => {
  it("exist for every namespace the app loads, in every language", () => {
    for (const lang of LANGS) {
      expect(files(lang), lang).toEqual(
        expect.arrayContaining(NAMESPACES.map((ns) => `${ns}.json`)),
      );
    }
  });

  it.each(others)(`${reference} and %s have the same namespace files`, (lang) => {
    expect(files(lang)).toEqual(files(reference));
  });

  describe.each(files(reference))("%s", (file) => {
    const referenceStrings = flatten(readNamespace(reference, file));

    it.each(others)(`has the same keys in ${reference} and %s`, (lang) => {
      const strings = flatten(readNamespace(lang, file));
      const ours = baseKeys(referenceStrings.keys());
      const theirs = baseKeys(strings.keys());
      expect({
        [`missing in ${lang}/${file}`]: [...ours].filter((k) => !theirs.has(k)),
        [`missing in ${reference}/${file}`]: [...theirs].filter((k) => !ours.has(k)),
      }).toEqual({ [`missing in ${lang}/${file}`]: [], [`missing in ${reference}/${file}`]: [] });
    });

    it.each(LANGS)("has only non-empty strings in %s", (lang) => {
      const bad = [...flatten(readNamespace(lang, file))].filter(
        ([, text]) => text.trim() === "" || text.startsWith("<<"),
      );
      expect(
        bad.map(([key]) => key),
        `${lang}/${file}`,
      ).toEqual([]);
    });

    it.each(others)(`uses the same {{variables}} in ${reference} and %s`, (lang) => {
      const strings = flatten(readNamespace(lang, file));
      const mismatched = [...referenceStrings].filter(([key, text]) => {
        if (PLURAL_SUFFIX.test(key)) return false; // plural forms may drop {{count}} ("one item")
        const other = strings.get(key);
        return other !== undefined && variables(other).join() !== variables(text).join();
      });
      expect(
        mismatched.map(([key]) => key),
        `${lang}/${file}`,
      ).toEqual([]);
    });
  });
});
