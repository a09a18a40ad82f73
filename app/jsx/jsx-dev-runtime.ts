import * as runtime from "react/jsx-dev-runtime";

/* Development builds' JSX runtime (`jsxDEV`): see ./jsx-runtime.ts. */
export type { JSX } from "react/jsx-dev-runtime";
export const jsxDEV = runtime.jsxDEV;
export const Fragment = runtime.Fragment;
