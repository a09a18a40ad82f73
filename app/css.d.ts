// The classic Remix compiler turns a CSS import into the built file's URL.
declare module "*.css" {
  const href: string;
  export default href;
}

// …and an SVG import into the fingerprinted file's URL (the icon sprite, components/ui/icons.tsx).
declare module "*.svg" {
  const href: string;
  export default href;
}
