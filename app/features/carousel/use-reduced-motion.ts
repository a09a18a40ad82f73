import * as React from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

/**
 * Whether the visitor asked the system for less motion, following the setting while the page
 * is open (turning it on stops an autoplaying carousel at once). `true` until hydrated: the
 * server cannot know, and nothing moves before hydration anyway.
 */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = React.useState(true);
  React.useEffect(() => {
    const query = window.matchMedia?.(QUERY);
    if (!query) return setReduced(false);
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener?.("change", update);
    return () => query.removeEventListener?.("change", update);
  }, []);
  return reduced;
}
