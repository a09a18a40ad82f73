import type { LoaderFunctionArgs } from "@remix-run/node";
import type { MetaFunction } from "@remix-run/react";
import { moduleGate } from "~/components/location/zone-gate.server";
import { ModuleRail } from "~/components/modules/module-rail";

/** The module home (its sections are the browsing issue). */
export const meta: MetaFunction = () => [{ title: "Home" }];

/** Nothing personal for an anonymous visitor (the cart count needs a session): CDN-cacheable. */
export const handle = { sharedCache: true };

/**
 * /home needs a zone (else the Pick Location dialog, 'You must pick a zone to access this
 * page.') and a module (else the module chooser). Crawlers without cookies get the default
 * location's zone instead (zone-gate.server.ts). Home sections should call the API with
 * `context.api.with(gate.apiState)` so the crawler fallback applies to them too.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const gate = await moduleGate(request, context);
  return { crawler: gate.crawler };
}

export default function Home() {
  return (
    <div className="container flex gap-6 py-6">
      <ModuleRail className="shrink-0" />
      <section className="min-w-0 flex-1 py-10" />
    </div>
  );
}
