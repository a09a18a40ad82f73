import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
// Remix renders on the server through React Router's static data router: the cards' quick-add
// forms, the hearts' fetchers and the frame's data (useRouteLoaderData("root")) need one.
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from "react-router-dom/server";
import type { Lang } from "~/i18n/config";
import { i18nFor } from "~/i18n/i18next.server";

/** What the cards and hearts read of the root loader's data. */
export type TestFrame = {
  signedIn: boolean;
  wishlist: { itemIds: number[]; storeIds: number[] };
  module: { id: number; type: string };
  cart: { count: number; lines: unknown[] };
};

/** A guest's frame in the grocery module, with an empty cart and wishlist. */
export const GUEST_FRAME: TestFrame = {
  signedIn: false,
  wishlist: { itemIds: [], storeIds: [] },
  module: { id: 1, type: "grocery" },
  cart: { count: 0, lines: [] },
};

/**
 * `ui` as the server sends it at `url` (what a browser without JavaScript gets), under a root
 * route whose data is `frame` (null: no frame, as inside the root's error boundary; any other
 * object: the root data a test's components read, e.g. the business name).
 */
export async function renderInFrame(
  ui: ReactNode,
  {
    url = "/home",
    lang = "en",
    frame = GUEST_FRAME,
  }: {
    url?: string;
    lang?: Lang;
    frame?: TestFrame | object | null;
  } = {},
): Promise<string> {
  const handler = createStaticHandler([
    { id: "root", path: "/", loader: () => frame, children: [{ path: "*", element: ui }] },
  ]);
  const context = await handler.query(new Request(`http://shop.test${url}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <I18nextProvider i18n={i18nFor(lang)}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nextProvider>,
  );
}
