import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button } from "~/components/ui/button";
import { DirectionProvider } from "~/components/ui/direction";
import {
  DisclosureMenu,
  DisclosureMenuContent,
  DisclosureMenuItem,
  DisclosureMenuTrigger,
} from "~/components/ui/disclosure-menu";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { cn } from "~/lib/cn";

describe("cn", () => {
  it("lets later Tailwind classes win, including logical ones", () => {
    expect(cn("px-4 py-2", "px-2")).toBe("py-2 px-2");
    expect(cn("ps-4", false && "hidden", "ps-2")).toBe("ps-2");
    expect(cn("bg-primary", "bg-primary-hover")).toBe("bg-primary-hover");
  });
});

describe("Button", () => {
  it("renders a button with the variant's classes", () => {
    const html = renderToString(<Button variant="destructive">Delete</Button>);
    expect(html).toMatch(/^<button class="[^"]*\bbg-destructive\b[^"]*">Delete<\/button>$/);
  });

  it("keeps the native submit default so it submits a form without JavaScript", () => {
    expect(renderToString(<Button>Save</Button>)).not.toContain("type=");
  });

  it("asChild renders the child element (a link) with the button styles, not a <button>", () => {
    const html = renderToString(
      <Button asChild variant="outline" size="sm">
        <a href="/stores">All stores</a>
      </Button>,
    );
    expect(html).toMatch(/^<a [^>]*>All stores<\/a>$/);
    expect(html).toContain('href="/stores"');
    expect(html).toMatch(/class="[^"]*\bborder-input\b[^"]*\bh-8\b/);
    expect(html).not.toContain("<button");
  });

  it("lets a caller's className override the defaults", () => {
    const html = renderToString(<Button className="px-2">Go</Button>);
    expect(html).toContain(" px-2");
    expect(html).not.toContain("px-4");
  });

  it("forwards refs (Radix asChild triggers need them on React 18)", () => {
    // forwardRef components are objects with a render function, not plain functions.
    expect(typeof Button).toBe("object");
    expect((Button as unknown as { render: unknown }).render).toBeTypeOf("function");
  });
});

describe("Tabs", () => {
  const tabs = (
    <Tabs defaultValue="reviews">
      <TabsList>
        <TabsTrigger value="details">Details</TabsTrigger>
        <TabsTrigger value="reviews">Reviews</TabsTrigger>
      </TabsList>
      <TabsContent value="details">Ingredients</TabsContent>
      <TabsContent value="reviews">4.8 stars</TabsContent>
    </Tabs>
  );

  it("server-renders the selected panel's content", () => {
    const html = renderToString(tabs);
    expect(html).toContain("4.8 stars");
    expect(html).not.toContain("Ingredients");
    expect(html).toMatch(/role="tab" aria-selected="true"[^>]*>Reviews</);
  });

  it("takes the document direction from DirectionProvider (Radix writes dir on the root)", () => {
    expect(renderToString(tabs)).toMatch(/^<div dir="ltr"/);
    expect(renderToString(<DirectionProvider dir="rtl">{tabs}</DirectionProvider>)).toMatch(
      /^<div dir="rtl"/,
    );
  });
});

describe("DisclosureMenu", () => {
  it("is a <details>/<summary> that opens without JavaScript, with plain links inside", () => {
    const html = renderToString(
      <DisclosureMenu>
        <DisclosureMenuTrigger>Account</DisclosureMenuTrigger>
        <DisclosureMenuContent align="end">
          <DisclosureMenuItem asChild>
            <a href="/profile">Profile</a>
          </DisclosureMenuItem>
        </DisclosureMenuContent>
      </DisclosureMenu>,
    );
    expect(html).toMatch(/^<details class="relative"><summary [^>]*>Account<\/summary>/);
    expect(html).toMatch(
      /<div class="[^"]*\bend-0\b[^"]*"><a [^>]*>Profile<\/a><\/div><\/details>$/,
    );
    expect(html).toContain('href="/profile"');
    expect(html).not.toContain('role="menu"');
  });
});
