import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * One `no-restricted-imports` block per floor: each forbidden folder of app/ by its `~/` path
 * and by a relative path that climbs into it.
 */
function floorRules(floors) {
  return floors.map(({ files, forbid, forbidPatterns = [], why }) => ({
    files,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...forbid.map((folder) => ({
              regex: folder === "root" ? "^(~/|(\\.\\./)+)root$" : `^(~/|(\\.\\./)+)${folder}(/|$)`,
              message: `${why} (docs/architecture.md).`,
            })),
            ...forbidPatterns.map(({ regex, what }) => ({
              regex,
              message: `${why}: no import of ${what} (docs/architecture.md).`,
            })),
          ],
        },
      ],
    },
  }));
}

/**
 * ESLint 9 flat config:/**
 * ESLint 9 flat config: the recommended JS and TypeScript rules plus the two React hooks rules
 * that catch real bugs. Pragmatic on purpose: `_`-prefixed names may stay unused (required
 * positional args, Express error handlers), and tests may use `any` with a warning.
 */
export default defineConfig([
  globalIgnores([
    "build/",
    "public/build/",
    "node_modules/",
    "data/",
    ".cache/",
    "coverage/",
    "test-results/",
    "playwright-report/",
    "blob-report/",
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "module",
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      "no-unused-vars": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          args: "after-used",
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrorsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
      // `interface ButtonProps extends React.ButtonHTMLAttributes<…> {}` is the shadcn idiom.
      "@typescript-eslint/no-empty-object-type": [
        "error",
        { allowInterfaces: "with-single-extends" },
      ],
      // `declare module "@remix-run/node" { … }` and `declare global { namespace … }` augmentations.
      "@typescript-eslint/no-namespace": ["error", { allowDeclarations: true }],
    },
  },
  {
    // React code only: elsewhere `use…` names are not hooks (Playwright's fixture `use`,
    // `useSecureCookies` flags in *.server.ts). Only the two classic rules: the plugin's React
    // Compiler rules judge code we do not compile with it.
    files: ["app/**/*.{ts,tsx}", "tests/**/*.tsx"],
    ignores: ["**/*.server.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    // Every icon from the sprite (components/ui/icons.tsx): a lucide icon module was ~0.2 KB of
    // JavaScript and, shared by a few routes or lazy views, a chunk of its own (a request and
    // its headers); through lucide's barrel, every icon the app used went into every page's
    // first load. Its own rule name: the floors' no-restricted-imports blocks would replace it.
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["lucide-react", "lucide-react/*"],
              message:
                "Draw icons from the sprite (components/ui/icons.tsx; add one with scripts/build-icon-sprite.mjs): a lucide icon is JavaScript and often a chunk of its own.",
            },
          ],
        },
      ],
    },
  },
  // The house's floors (docs/architecture.md): routes → shell → features → api / sessions /
  // components (the kit) → lib. Each block forbids the imports that would run back up; the
  // import graph script (scripts/import-graph.mjs, in `npm run lint`) also finds circles.
  ...floorRules([
    {
      files: ["app/components/**"],
      forbid: ["features", "routes", "shell", "root"],
      why: "components/ is the kit: it never imports a feature, a route or the shell",
    },
    {
      files: ["app/lib/**"],
      forbid: ["sessions", "features", "components", "routes", "shell", "api", "root"],
      why: "lib/ holds cross-cutting helpers below everything else",
    },
    {
      files: ["app/api/**", "app/sessions/**"],
      forbid: ["features", "components", "routes", "shell", "root"],
      why: "the API client and the cookie storages sit below the features",
    },
    {
      files: ["app/features/**"],
      forbid: ["routes", "root"],
      // A feature reads the root loader's data with useShell() and nothing else of the shell.
      forbidPatterns: [{ regex: "^~/shell/(?!use-shell$)", what: "the shell (but use-shell)" }],
      why: "a feature never imports a route; the shell composes features, not the reverse",
    },
    {
      files: ["app/shell/**"],
      forbid: ["routes", "root"],
      why: "the shell is composed by the root route, never the reverse",
    },
  ]),
  {
    files: ["backend/services/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\./routes(/|$)",
              message: "A backend service never imports a backend route: routes call services.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests feed deliberately odd input (huge numbers, constant conditions to `cn`).
    files: ["tests/**", "e2e/**", "**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-explicit-any": "warn",
      "@typescript-eslint/no-non-null-assertion": "off",
      "no-loss-of-precision": "off",
      "no-constant-binary-expression": "off",
      // Playwright's idiom for a hook that needs only testInfo: `({}, testInfo) => …`.
      "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }],
    },
  },
  {
    // Plain Node scripts and configs may use require() in CommonJS files.
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
]);
