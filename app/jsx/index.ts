import * as React from "react";

/*
 * The automatic JSX runtime falls back to `createElement`, imported from the import source
 * itself, for an element with a `key` after a spread (`<Input {...props} key={k} />`): see
 * ./jsx-runtime.ts for why the app has its own import source.
 */
export const createElement = React.createElement;
