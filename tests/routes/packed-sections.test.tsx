import { decode, encode } from "turbo-stream";
import { describe, expect, it } from "vitest";
import { HomeSections } from "~/features/home/home-sections";
import { unpackSections, type PackedSection } from "~/features/home/packed-sections";
import { isSectionFailure } from "~/features/home/sections";
import { unpack, type Packed } from "~/lib/packed-data";
import { loader as homeLoader } from "~/routes/($lang).home";
import { GUEST_FRAME, renderInFrame } from "./frame-render";
import {
  demoToken,
  downtownWith,
  homeRequest,
  // Not a React hook: the kit's name for "start the fake API for this file".
  useHomeApi as startHomeApi,
  type ModuleName,
} from "./home-kit";

/**
 * ADR 044: a module home's sections travel as JSON text made once per cached shelf. What the
 * browser reads back must be what the server rendered from, the text must not be made again on
 * the next view of the same place, and the page must draw the same HTML from either.
 */
startHomeApi();

const MODULES: ModuleName[] = ["grocery", "food", "pharmacy", "ecommerce", "parcel"];

async function page(url: string, options: Parameters<typeof homeRequest>[1] = {}) {
  const data = await homeLoader(await homeRequest(url, options));
  if (!("sections" in data)) throw new Error(`${url} is not a module home`);
  return data;
}

/** The loader's answer as a browser decodes it: through Remix's transport, turbo-stream. */
async function throughTheWire<T>(value: T): Promise<T> {
  const decoded = await decode(encode(value));
  await decoded.done;
  return decoded.value as T;
}

const settledData = (sections: readonly PackedSection[]) =>
  Promise.all(sections.map((s) => Promise.resolve(s.data as unknown)));

describe("a module home's sections as JSON text", () => {
  it.each(MODULES)("%s: the text a browser reads is the model the server drew", async (module) => {
    const token = module === "parcel" ? undefined : await demoToken();
    const home = await page("/home", { prefs: downtownWith(module), js: true, token });
    const values = await settledData(home.sections);
    expect(values.length).toBeGreaterThan(3);
    for (const [index, value] of values.entries()) {
      const id = home.sections[index].id;
      if (isSectionFailure(value)) throw new Error(`${module}: ${id} failed`);
      const packed = value as Packed<unknown>;
      expect(typeof packed.json, id).toBe("string");
      // `toEqual`: a property that is undefined on the server is absent from JSON, and the
      // components read both the same; a Date, a Map or a class instance would fail here.
      expect(JSON.parse(packed.json), `${module}: ${id}`).toEqual(unpack(packed));
      // Only the text crosses: the server's own model is not in what Remix encodes.
      const wire = await throughTheWire(packed);
      expect(Object.keys(wire as object), id).toEqual(["json"]);
    }
  });

  it("the next view of the same place reuses every shelf's text; another language has its own", async () => {
    // One API base for the three views: the kit gives each request its own caches otherwise.
    const options = {
      prefs: downtownWith("grocery"),
      js: true,
      apiBaseUrl: "http://packed.test/api/v1",
    };
    const first = await page("/home", options);
    const firstData = await settledData(first.sections);
    const again = await settledData((await page("/home", options)).sections);
    expect(again).toHaveLength(firstData.length);
    for (const [index, value] of again.entries())
      expect(value, first.sections[index].id).toBe(firstData[index]);

    const arabic = await settledData((await page("/ar/home", options)).sections);
    const texts = new Set(firstData.map((v) => (v as Packed<unknown>).json));
    expect(arabic.some((v) => !texts.has((v as Packed<unknown>).json))).toBe(true);
  });

  it.each(["en", "ar"] as const)(
    "%s: the page draws the same HTML from the text as from the server's models",
    async (lang) => {
      const url = lang === "ar" ? "/ar/home" : "/home";
      const home = await page(url, { prefs: downtownWith("grocery") });
      const wire = await throughTheWire(home.sections);
      const render = (sections: readonly PackedSection[]) =>
        renderInFrame(<HomeSections sections={unpackSections(sections)} moduleType="grocery" />, {
          url,
          lang,
          frame: GUEST_FRAME,
        });
      const fromServer = await render(home.sections);
      expect(fromServer).toContain('id="best-reviewed"');
      expect(await render(wire)).toBe(fromServer);
    },
  );

  it("the page makes no promise of its own: a streamed section keeps the router's, a value is read once", async () => {
    const home = await page("/home", { prefs: downtownWith("grocery"), js: true });
    const wire = await throughTheWire(home.sections);
    const first = unpackSections(wire);
    const again = unpackSections(wire);
    let streamed = 0;
    for (const [index, section] of first.entries()) {
      if (wire[index].data instanceof Promise) {
        streamed++;
        // A new promise per render would suspend every retried render anew (packed-sections.ts).
        expect(section.data, section.id).toBe(wire[index].data);
      } else {
        expect(again[index].data, section.id).toBe(section.data);
      }
    }
    expect(streamed).toBeGreaterThan(0);
  });

  it("in the browser, where only the text arrived, unpack reads the text", () => {
    const model = { items: [{ id: 1, name: "Coriander" }] };
    expect(unpack({ json: JSON.stringify(model) })).toEqual(model);
  });
});
