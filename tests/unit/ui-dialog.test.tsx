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

/** The opening tag of the element right inside the <dialog>: the panel. */
function panelTag(html: string): string {
  const dialogEnd = html.indexOf(">", html.indexOf("<dialog")) + 1;
  return html.slice(dialogEnd, html.indexOf(">", dialogEnd) + 1);
}

describe("Dialog on the server (no JavaScript)", () => {
  const html = renderAt("/stores?page=2&dialog=sign-in", <SignInDialog open />);

  it("renders an open native <dialog>, shown without being modal, with its title and content", () => {
    const dialog = openingTag(html, "data-url-dialog");
    expect(dialog.startsWith("<dialog ")).toBe(true);
    // The `open` attribute shows it without JavaScript; showModal() makes it modal once hydrated.
    expect(dialog).toMatch(/\sopen=""/);
    // A native dialog has the dialog role, and aria-modal would be false before showModal().
    expect(attrOf(dialog, "role")).toBeUndefined();
    expect(attrOf(dialog, "aria-modal")).toBeUndefined();
    expect(attrOf(dialog, "data-state")).toBe("open");
    expect(html).toContain(">Sign in</h2>");
    expect(html).toContain("Use your phone number");
    expect(html).toMatch(/<form method="post"><input name="phone"\/><\/form>/);
  });

  it("names the dialog by its title and describes it by its description", () => {
    const dialog = openingTag(html, "<dialog");
    const labelledBy = attrOf(dialog, "aria-labelledby");
    expect(labelledBy).toBeTruthy();
    expect(openingTag(html, `id="${labelledBy}"`).startsWith("<h2")).toBe(true);
    const describedBy = attrOf(dialog, "aria-describedby");
    expect(describedBy).toBeTruthy();
    expect(describedBy).not.toBe(labelledBy);
    expect(html).toContain(
      `<p id="${describedBy}" class="text-sm text-muted-foreground">Use your phone number</p>`,
    );
  });

  it("makes the <dialog> the fixed overlay with the panel inside (a visible modal, not an in-flow block)", () => {
    const classes = attrOf(openingTag(html, "<dialog"), "class") ?? "";
    expect(classes).toMatch(/\bfixed inset-0\b/);
    expect(classes).toContain("bg-black/80");
    expect(classes).toContain("open:grid");
    const panel = panelTag(html);
    expect(panel.startsWith("<div ")).toBe(true);
    expect(attrOf(panel, "class")).toContain("m-auto");
    expect(attrOf(panel, "data-state")).toBe("open");
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
    expect(closed).not.toContain("<dialog");
    expect(closed).not.toContain("Sign in");
  });

  it("keeps a given role (a confirmation is an alertdialog)", () => {
    const confirm = renderAt(
      "/?dialog=logout",
      <Dialog open closeHref="/">
        <DialogContent role="alertdialog">
          <DialogTitle>Logout?</DialogTitle>
        </DialogContent>
      </Dialog>,
    );
    expect(attrOf(openingTag(confirm, "<dialog"), "role")).toBe("alertdialog");
  });

  it("uses a close button when there is no closeHref", () => {
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
    const dialog = openingTag(html, "<dialog");
    expect(dialog).toMatch(/\sopen=""/);
    expect(attrOf(dialog, "aria-modal")).toBeUndefined();
    expect(html).toContain(`id="${attrOf(dialog, "aria-labelledby")}"`);
    const panel = attrOf(panelTag(html), "class") ?? "";
    expect(panel).toContain("end-0");
    expect(panel).not.toMatch(/\b(left|right)-0\b/);
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
    const classes = attrOf(panelTag(html), "class") ?? "";
    expect(classes).toContain("start-0");
    expect(classes).toContain("border-e");
    expect(classes).toContain("rtl:data-[state=closed]:slide-out-to-right");
  });
});
