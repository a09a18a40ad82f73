import type { MetaFunction } from "@remix-run/react";

/** The module home (its sections are the browsing issue). */
export const meta: MetaFunction = () => [{ title: "Home" }];

export default function Home() {
  return <section className="container py-16" />;
}
