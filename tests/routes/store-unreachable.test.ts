import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader, headers, meta } from "~/routes/($lang).store.$id";
import { downtownWith, homeRequest, server, useHomeApi } from "./home-kit";
import { storesOf } from "./store-kit";

/**
 * Issue 28 item 14, the store page: "the API answered: no such store" (`null`, or an empty
 * `[]`/`{}` as PHP writes nothing) is a 404; "the API did not answer, or answered something
 * that is no store" (a refused connection, a 500, HTML, a string, a list, an error object with
 * 200) is a 503 with Retry-After, titled "can't reach" — never "Store not found".
 */
useHomeApi();

async function thrown(path: string): Promise<Response> {
  const args = await homeRequest(path, { prefs: downtownWith("grocery") });
  const id = /\/store\/([^/?]+)/.exec(path)?.[1];
  try {
    await loader({ ...args, params: { id } });
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("the loader answered");
}

function detailsAnswer(answer: () => Response) {
  server.use(http.get("*/api/v1/stores/details/:id", answer));
}

const titleAfter = (error: Response) =>
  meta({
    data: undefined,
    error,
    matches: [],
    params: {},
    location: { pathname: "/", search: "", hash: "", state: null, key: "" },
  } as unknown as Parameters<typeof meta>[0])!
    .map((tag) => (tag as { title?: string }).title)
    .find(Boolean);

describe("store details the API did not give", () => {
  it.each<[string, () => Response]>([
    ["a refused connection", () => HttpResponse.error()],
    ["a 500", () => new HttpResponse("<h1>Server Error</h1>", { status: 500 })],
    ["HTML with 200", () => new HttpResponse("<html>Gateway</html>", { status: 200 })],
    ["a JSON string", () => HttpResponse.json("ok")],
    ["a list of numbers", () => HttpResponse.json([1, 2, 3])],
    ["an error object with 200", () => HttpResponse.json({ message: "Server Error" })],
  ])("%s: 503 with Retry-After, titled 'can't reach'", async (_label, answer) => {
    const [store] = await storesOf("grocery");
    detailsAnswer(answer);
    const error = await thrown(`/store/${store.slug}?module_id=1`);
    expect(error.status).toBe(503);
    const document = headers({
      errorHeaders: error.headers,
      loaderHeaders: new Headers(),
      parentHeaders: new Headers(),
      actionHeaders: new Headers(),
    } as Parameters<typeof headers>[0]) as Headers;
    expect(Number(document.get("Retry-After"))).toBeGreaterThan(0);
    expect(titleAfter(error)).toBe("We can't reach the marketplace right now");
  });

  it.each<[string, unknown]>([
    ["null", null],
    ["an empty list", []],
    ["an empty object", {}],
  ])("%s is the API's 'no such store': 404, titled 'Store not found'", async (_label, body) => {
    const [store] = await storesOf("grocery");
    detailsAnswer(() => HttpResponse.json(body as never));
    const error = await thrown(`/store/${store.slug}?module_id=1`);
    expect(error.status).toBe(404);
    expect(titleAfter(error)).toBe("Store not found");
  });
});
