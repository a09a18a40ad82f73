import type { MetaFunction } from "@remix-run/react";
import { useShell } from "~/shell/use-shell";

/** The landing page (its content is the "Site chrome" issue). */
export const meta: MetaFunction = () => [{ title: "Storefront" }];

export default function Landing() {
  const shell = useShell();
  return (
    <section className="container py-16">
      <h1 className="text-3xl font-bold">{shell?.config?.businessName}</h1>
    </section>
  );
}
