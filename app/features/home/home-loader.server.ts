import type { LoaderFunctionArgs } from "@remix-run/node";
import { isbot } from "isbot";
import { homeGate } from "~/features/home/home-gate.server";
import { homeMeta } from "~/features/home/home-meta.server";
import { moduleHome } from "~/features/home/home-page.server";
import { packSections } from "~/features/home/packed-sections.server";
import { reviewPrompt as loadReviewPrompt } from "~/features/home/section-data.server";
import { homeCashbackOffers } from "~/features/home-extras/cashback.server";
import { cardContext } from "~/features/catalogue/card-context.server";
import { settle } from "~/api/settle.server";
import { mayStream } from "~/lib/js-hint";
import { positiveId } from "~/lib/params";

/**
 * The /home loader's answer for the module home (a URL without `data_type`): the gate, the
 * module's sections (streamed when the browser may stream), the signed-in extras. Its type is
 * the module home's props (module-home.tsx).
 */
export async function loadModuleHome({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const gate = await homeGate(request, context);
  const api = context.api.with(gate.apiState);
  const config = await settle(context.api.config.get());
  const ctx = cardContext(config.ok ? config.value : null, gate.module);
  const signedIn = Boolean(context.session.get("token"));
  // Awaited, not streamed: the cashback panel opens by URL and the review prompt is a modal on
  // arrival — both must be in the first HTML for a browser without JavaScript (ADR 015).
  const [sections, cashbackOffers, reviewPrompt] = await Promise.all([
    moduleHome(gate.module.type, {
      api,
      ctx,
      signedIn,
      stream: mayStream(request, isbot),
      conditionId: positiveId(url.searchParams.get("condition")),
    }),
    signedIn && gate.module.type !== "parcel"
      ? settle(homeCashbackOffers(api, ctx)).then((r) => (r.ok ? r.value : []))
      : [],
    signedIn ? settle(loadReviewPrompt(api, ctx)).then((r) => (r.ok ? r.value : null)) : null,
  ]);
  return {
    module: gate.module,
    onDefaultLocation: gate.onDefaultLocation,
    meta: homeMeta(context.lang, gate.module),
    origin: url.origin,
    signedIn,
    // As JSON text made once per cached shelf (ADR 044); the page reads it back (module-home).
    sections: packSections(sections),
    cashbackOffers,
    reviewPrompt,
  };
}
