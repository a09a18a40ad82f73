import * as runtime from "react/jsx-runtime";

/*
 * The JSX runtime every .tsx file of the app compiles to (tsconfig `jsxImportSource: "~/jsx"`,
 * which esbuild — the Remix compiler, Vite — and TypeScript all read): React's own, re-exported
 * as plain ES bindings. Why: react/jsx-runtime is CommonJS, so esbuild gave each source module
 * its own namespace object (`var n=__toESM(require_jsx_runtime(),1)`) and wrote every element as
 * `(0,n.jsx)("div",…)`, `n` differing from module to module. Through these constants an element
 * is `jsx("div",…)` with one name per chunk, which compresses far better: the home's first visit
 * downloads ~1 KB less JavaScript, every other page 0.5–0.9 KB (issue 27 item 4, ADR 034).
 * Nothing else changes: the same functions are called with the same arguments.
 */
export type { JSX } from "react/jsx-runtime";
export const jsx = runtime.jsx;
export const jsxs = runtime.jsxs;
export const Fragment = runtime.Fragment;
