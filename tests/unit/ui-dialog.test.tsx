import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
// Remix renders on the server through React Router's static router; this is the same one.
import { StaticRouter } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { buttonVariants } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Sheet, SheetContent, SheetTitle } from "~/components/ui/sheet";

const renderAt = (url: string, ui: ReactNode) =>
  renderToString(<StaticRouter location={url}>{ui}</StaticRouter>);

/** The opening tag of the first element carrying `attr` (e.g. 'role="dialog"'). */
function openingTag(html: string, attr: string): string {
  const at = html.indexOf(attr);
  expect(at, `no element with ${attr}`).toBeGreaterThan(-1);
  const start = html.lastIndexOf("<", at);
  return html.slice(start, html.indexOf(">", at) + 1);
}

const attrOf = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

function SignInDialog({ open }: { open: boolean }) {
  return (
    <Dialog open={open} closeHref="/stores?page=2">
      <DialogContent closeLabel="Close sign-in">
        <DialogHeader>
          <DialogTitle>Sign in</DialogTitle>
          <DialogDescription>Use your phone number</DialogDescription>
        </DialogHeader>
        <form method="post">
          <input name="phone" />
        </form>
        <DialogFooter>
          <DialogClose className={buttonVariants({ variant: "outline" })}>Cancel</DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

describe("Dialog on the server (no JavaScript)", () => {
  const html = renderAt("/stores?page=2&dialog=sign-in", <SignInDialog open />);

  it("renders an open dialog inline, with its title and content", () => {
    const dialog = openingTag(html, 'role="dialog"');
    expect(attrOf(dialog, "aria-modal")).toBe("true");
    expect(attrOf(dialog, "data-state")).toBe("open");
    expect(html).toContain(">Sign in</h2>");
    expect(html).toContain("Use your phone number");
    expect(html).toMatch(/<form method="post"><input name="phone"\/><\/form>/);
  });

  it("names the dialog by its title through aria-labelledby", () => {
    const labelledBy = attrOf(openingTag(html, 'role="dialog"'), "aria-labelledby");
    expect(labelledBy).toBeTruthy();
    const title = openingTag(html, `id="${labelledBy}"`);
    expect(title.startsWith("<h2")).toBe(true);
  });

  it("puts the dialog inside a fixed overlay (a visible modal, not an in-flow block)", () => {
    const overlay = html.slice(0, html.indexOf('role="dialog"'));
    expect(overlay).toMatch(/<div[^>]*class="[^"]*\bfixed inset-0\b[^"]*"[^>]*>\s*<div[^>]*$/);
  });

  it("closes with links back to closeHref: the corner × and Cancel", () => {
    const links = [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g)];
    const closeLinks = links.filter(([, href]) => href === "/stores?page=2");
    expect(closeLinks).toHaveLength(2);
    expect(closeLinks.some(([, , text]) => text === "Cancel")).toBe(true);
    expect(
      closeLinks.some(([, , text]) => text.includes('<span class="sr-only">Close sign-in</span>')),
    ).toBe(true);
    expect(html).not.toContain("<button");
  });

  it("does not animate server-rendered content in (it is part of the page as it loads)", () => {
    expect(html).not.toContain("data-[state=open]:animate-in");
    expect(html).not.toContain("data-[state=open]:fade-in-0");
  });

  it("renders nothing when closed", () => {
    const closed = renderAt("/stores?page=2", <SignInDialog open={false} />);
    expect(closed).not.toContain('role="dialog"');
    expect(closed).not.toContain("Sign in");
  });

  it("uses a Radix close button when there is no closeHref", () => {
    const local = renderAt(
      "/",
      <Dialog defaultOpen>
        <DialogContent>
          <DialogTitle>Filters</DialogTitle>
          <DialogClose>Done</DialogClose>
        </DialogContent>
      </Dialog>,
    );
    expect(local).toMatch(/<button type="button"[^>]*>Done<\/button>/);
    expect(local).not.toContain("<a ");
  });
});

describe("Sheet on the server", () => {
  it("renders an open drawer inline on the inline-end side", () => {
    const html = renderAt(
      "/?drawer=cart",
      <Sheet open closeHref="/">
        <SheetContent closeLabel="Close cart">
          <SheetTitle>Your cart</SheetTitle>
          <p>2 items</p>
        </SheetContent>
      </Sheet>,
    );
    const sheet = openingTag(html, 'role="dialog"');
    expect(attrOf(sheet, "aria-modal")).toBe("true");
    expect(attrOf(sheet, "class")).toContain("end-0");
    expect(attrOf(sheet, "class")).not.toMatch(/\b(left|right)-0\b/);
    expect(html).toContain(`id="${attrOf(sheet, "aria-labelledby")}"`);
    expect(html).toContain(">Your cart</h2>");
    expect(html).toContain("2 items");
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>.*Close cart/);
  });

  it("mirrors the start side for RTL with logical insets and rtl: slide variants", () => {
    const html = renderAt(
      "/",
      <Sheet open closeHref="/">
        <SheetContent side="start">
          <SheetTitle>Menu</SheetTitle>
        </SheetContent>
      </Sheet>,
    );
    const classes = attrOf(openingTag(html, 'role="dialog"'), "class") ?? "";
    expect(classes).toContain("start-0");
    expect(classes).toContain("border-e");
    expect(classes).toContain("rtl:data-[state=closed]:slide-out-to-right");
  });
});
