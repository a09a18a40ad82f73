import type { Config } from "tailwindcss";
import animate from "tailwindcss-animate";

/** A semantic colour whose value lives in app/tailwind.css (:root and .dark) as "H S% L%". */
const token = (name: string) => `hsl(var(--${name}) / <alpha-value>)`;

export default {
  // The theme is a class on <html> from the prefs cookie ("dark" | "light"), rendered by the
  // server: no flash. With no class yet the system preference decides — the same rule as the
  // tokens in app/tailwind.css — so `dark:` utilities agree with the colours in every case.
  darkMode: [
    "variant",
    ["&:is(.dark *)", "@media (prefers-color-scheme: dark) { &:not(.light *) }"],
  ],
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    container: {
      center: true,
      padding: "1rem",
      screens: { "2xl": "1400px" },
    },
    extend: {
      colors: {
        border: token("border"),
        input: token("input"),
        ring: token("ring"),
        background: token("background"),
        foreground: token("foreground"),
        primary: {
          DEFAULT: token("primary"),
          foreground: token("primary-foreground"),
          // A separate hover colour rather than `bg-primary/90`: blending the orange towards
          // the page colour would drop the button text below AA contrast.
          hover: token("primary-hover"),
        },
        secondary: { DEFAULT: token("secondary"), foreground: token("secondary-foreground") },
        destructive: {
          DEFAULT: token("destructive"),
          foreground: token("destructive-foreground"),
          hover: token("destructive-hover"),
        },
        success: { DEFAULT: token("success"), foreground: token("success-foreground") },
        muted: { DEFAULT: token("muted"), foreground: token("muted-foreground") },
        accent: { DEFAULT: token("accent"), foreground: token("accent-foreground") },
        popover: { DEFAULT: token("popover"), foreground: token("popover-foreground") },
        card: { DEFAULT: token("card"), foreground: token("card-foreground") },
        // Fixed brand scale (same in both themes) for illustrations, banners and accents that
        // are not text on a themed surface. Text colours should use the semantic tokens above.
        brand: {
          50: "#fff7ed",
          100: "#ffedd5",
          200: "#fed7aa",
          300: "#fdba74",
          400: "#fb923c",
          500: "#f97316",
          600: "#e8590c",
          700: "#b9460b",
          800: "#923a0f",
          900: "#76310f",
          950: "#411605",
        },
        leaf: {
          50: "#f0fdf4",
          100: "#dcfce7",
          500: "#22c55e",
          600: "#16a34a",
          700: "#15803d",
          800: "#166534",
        },
      },
      borderRadius: {
        lg: "var(--radius)",
        md: "calc(var(--radius) - 2px)",
        sm: "calc(var(--radius) - 4px)",
      },
      fontFamily: {
        // System fonts: no web-font download on a slow phone, and Arabic glyphs come from the OS.
        sans: [
          "system-ui",
          "-apple-system",
          "Segoe UI",
          "Roboto",
          "Noto Sans",
          "Noto Sans Arabic",
          "Helvetica Neue",
          "Arial",
          "sans-serif",
        ],
      },
      keyframes: {
        "toast-in": {
          from: { opacity: "0", transform: "translateY(0.5rem)" },
          to: { opacity: "1", transform: "translateY(0)" },
        },
      },
      animation: {
        "toast-in": "toast-in 200ms ease-out",
      },
    },
  },
  plugins: [animate],
} satisfies Config;
