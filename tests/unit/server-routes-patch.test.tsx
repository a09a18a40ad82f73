import { createRequire } from "node:module";
import type { EntryContext } from "@remix-run/node";
import { RemixServer, Outlet } from "@remix-run/react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter } from "react-router-dom/server";
import { describe, expect, it } from "vitest";

/**
 * patches/@remix-run+react and patches/react-router-dom (ADR 036): a server render reuses the
 * route array and the data routes made for the build's manifest instead of making them anew per
 * render. What must hold: each render still shows its own URL's page, and a build whose route
 * modules differ (another module object for a route) gets routes made from its own modules.
 */
const require = createRequire(import.meta.url);
// The CommonJS builds, the ones the server loads (the patches change both builds alike).
const server = require("react-router-dom/server.js") as {
  createStaticRouter: typeof createStaticRouter;
};

const manifest = {
  version: "test",
  url: "/build/manifest.js",
  entry: { module: "/build/entry.js", imports: [] },
  routes: {
    root: {
      id: "root",
      path: "",
      hasLoader: false,
      hasAction: false,
      hasClientLoader: false,
      hasClientAction: false,
      hasErrorBoundary: false,
      module: "/build/root.js",
    },
    "routes/a": {
      id: "routes/a",
      parentId: "root",
      path: "a",
      hasLoader: false,
      hasAction: false,
      hasClientLoader: false,
      hasClientAction: false,
      hasErrorBoundary: false,
      module: "/build/a.js",
    },
    "routes/b": {
      id: "routes/b",
      parentId: "root",
      path: "b",
      hasLoader: false,
      hasAction: false,
      hasClientLoader: false,
      hasClientAction: false,
      hasErrorBoundary: false,
      module: "/build/b.js",
    },
  },
} as unknown as EntryContext["manifest"];

const rootModule = { default: () => createElement("main", null, createElement(Outlet)) };
const pageA = { default: () => createElement("h1", null, "Page A") };
const pageB = { default: () => createElement("h1", null, "Page B") };
const dataRoutes = [
  {
    id: "root",
    path: "",
    children: [
      { id: "routes/a", path: "a" },
      { id: "routes/b", path: "b" },
    ],
  },
];
const handler = createStaticHandler(dataRoutes);

/** What the server runtime hands RemixServer: a new routeModules object on every render. */
async function render(path: string, modules: Record<string, unknown>) {
  const context = await handler.query(new Request(`http://shop.test${path}`));
  if (context instanceof Response) throw new Error("unexpected response");
  const entry = {
    manifest,
    routeModules: { ...modules },
    staticHandlerContext: context,
    future: {},
    isSpaMode: false,
    serverHandoffString: "{}",
  } as unknown as EntryContext;
  return renderToString(
    createElement(RemixServer, { context: entry, url: `http://shop.test${path}` }),
  );
}

describe("server routes made once per build", () => {
  const build = { root: rootModule, "routes/a": pageA, "routes/b": pageB };

  it("renders each URL's own page, render after render", async () => {
    expect(await render("/a", build)).toContain("Page A");
    expect(await render("/b", build)).toContain("Page B");
    expect(await render("/a", build)).toContain("Page A");
    expect(await render("/a", build)).not.toContain("Page B");
  });

  it("a build with another module for a route renders that module", async () => {
    expect(await render("/a", build)).toContain("Page A");
    const rebuilt = {
      ...build,
      "routes/a": { default: () => createElement("h1", null, "Page A, rebuilt") },
    };
    expect(await render("/a", rebuilt)).toContain("Page A, rebuilt");
    expect(await render("/a", build)).not.toContain("rebuilt");
  });

  it("createStaticRouter gives one route array the same data routes, another array its own", async () => {
    const context = await handler.query(new Request("http://shop.test/a"));
    if (context instanceof Response) throw new Error("unexpected response");
    const first = server.createStaticRouter(dataRoutes, context);
    const again = server.createStaticRouter(dataRoutes, context);
    expect(again.routes).toBe(first.routes);
    // The matches point at those data routes (what the rendered <Routes> reads).
    expect(first.state.matches.map((m) => m.route)).toEqual([
      first.routes[0],
      first.routes[0].children?.[0],
    ]);
    const other = server.createStaticRouter(structuredClone(dataRoutes), context);
    expect(other.routes).not.toBe(first.routes);
    expect(other.routes.map((r) => r.id)).toEqual(["root"]);
  });
});
