import type { LoaderFunctionArgs } from "@remix-run/node";
import { settle } from "~/api/settle.server";
import { cardContext } from "~/features/catalogue/card-context.server";
import { cartSummary } from "~/features/cart/cart-view.server";
import { modulesServing } from "~/features/modules/modules.server";
import { positiveId, zoneIdsParam } from "~/lib/params";
import { takeToasts } from "~/sessions/flash.server";
import { personalSections, slimItems } from "./home-page.server";
import { cardLayoutOf, isSectionFailure, type HomeSection } from "./sections";
import { GUEST_PARTS, type HomePersonal } from "./home-personal";

/**
 * GET /home/personal?zones=1-2&module_id=N — the personal parts of a shared page (ADR 033),
 * as `private, no-store` JSON for the browser that shows `/home/z/1-2/m/N`: the caller's own
 * cart lines (the cards' steppers), wishlist ids (the hearts), header counts and name, and the
 * signed-in sections (Visit Again, Suggested for you) with their data. Everything comes from
 * this request's own session — the query only says which zones and module the page shows —
 * so no id in the URL can show anyone else's data. Bad input answers the guest's parts.
 *
 * The one personal request of every shared page: a shared store or item page asks with
 * `&sections=none` (features/catalogue/urls.ts personalPartsHref) — the same parts without the
 * home's signed-in sections, whose upstream calls would be for nothing there.
 */
export async function loadHomePersonal({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const zones = zoneIdsParam(url.searchParams.get("zones"));
  const moduleId = positiveId(url.searchParams.get("module_id"));
  const token = context.session.get("token");
  const guestId = context.session.get("guestId");
  // Whoever asks: the toasts waiting for them (taken, so the next page does not show them
  // late) and the prefs the shared page cannot read.
  const flash = await takeToasts(request);
  const own = {
    toasts: flash.toasts,
    theme: context.prefs.theme ?? null,
    cookieNoticeSeen: Boolean(context.prefs.cookieNoticeSeen),
  };
  const guest = () => answer({ ...GUEST_PARTS, ...own }, flash.setCookie);
  if (!zones || moduleId === null || (!token && !guestId)) return guest();

  const zoneIds = JSON.stringify(zones);
  const api = context.api.with({ zoneIds, moduleId });
  const [serving, config] = await Promise.all([
    settle(modulesServing(api, zoneIds)),
    settle(api.config.get()),
  ]);
  const module = serving.ok ? serving.value.find((m) => m.id === moduleId) : undefined;
  if (!module || module.type === "parcel") return guest();
  const ctx = cardContext(config.ok ? config.value : null, module);
  const wantsSections = Boolean(token) && url.searchParams.get("sections") !== "none";
  const personal = wantsSections
    ? personalSections(module.type, api, ctx)
    : { after: null, sections: [] };

  const [user, cart, wishlist, sections] = await Promise.all([
    token ? settle(api.customer.info()) : null,
    settle(api.cart.list()),
    token ? settle(api.wishlist.list()) : null,
    Promise.all(personal.sections.map(resolved)),
  ]);
  const profile = user?.ok ? user.value : null;
  const lines = cart.ok ? cart.value : [];
  const saved = wishlist?.ok ? wishlist.value : null;
  return answer(
    {
      ...own,
      signedIn: Boolean(token),
      user: profile && {
        name: [profile.f_name, profile.l_name].filter(Boolean).join(" "),
        image: profile.image_full_url ?? null,
      },
      counts: { cart: lines.length, wishlist: saved ? saved.item.length + saved.store.length : 0 },
      cart: cartSummary(lines),
      wishlist: {
        itemIds: saved ? saved.item.map((i) => i.id) : [],
        storeIds: saved ? saved.store.map((s) => s.id) : [],
      },
      sections: {
        after: personal.after,
        list: sections.filter((s): s is HomeSection => s !== null),
      },
    },
    flash.setCookie,
  );
}

/** A section with its data awaited (slimmed like the page's); failed or empty: left out. */
async function resolved(section: HomeSection): Promise<HomeSection | null> {
  const data = await Promise.resolve(section.data).catch(() => null);
  if (data === null || isSectionFailure(data)) return null;
  if (section.kind === "items") {
    const items = data as Parameters<typeof slimItems>[0];
    if (items.items.length === 0) return null;
    return { ...section, data: slimItems(items, cardLayoutOf(section.id, section.layout)) };
  }
  if (Array.isArray(data) && data.length === 0) return null;
  return { ...section, data } as HomeSection;
}

function answer(data: HomePersonal, setCookie: string | null) {
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (setCookie) headers.append("Set-Cookie", setCookie);
  return Response.json(data, { headers });
}
