import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
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
