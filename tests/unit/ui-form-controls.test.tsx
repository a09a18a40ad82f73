import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Checkbox } from "~/components/ui/checkbox";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { RadioGroup, RadioGroupItem } from "~/components/ui/radio-group";

type Attrs = Record<string, string>;

/** Every <input>/<select> opening tag in server HTML, with its attributes. */
function controls(html: string): { tag: string; attrs: Attrs }[] {
  return [...html.matchAll(/<(input|select)\b([^>]*)>/g)].map(([, tag, rest]) => ({
    tag,
    attrs: Object.fromEntries(
      [...rest.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name, value ?? ""]),
    ),
  }));
}

/**
 * What a browser with no JavaScript would submit for checkboxes and radios in this HTML (the
 * HTML form-data rules: named, enabled, checked; value defaults to "on").
 */
function submittedChoices(html: string): [string, string][] {
  return controls(html)
    .filter(
      ({ tag, attrs }) => tag === "input" && (attrs.type === "checkbox" || attrs.type === "radio"),
    )
    .filter(({ attrs }) => attrs.name && !("disabled" in attrs) && "checked" in attrs)
    .map(({ attrs }) => [attrs.name, attrs.value ?? "on"]);
}

const form = (children: ReactNode) => renderToString(<form method="post">{children}</form>);

describe("Checkbox", () => {
  it("is a real, named, keyboard-focusable checkbox input", () => {
    const html = form(<Checkbox id="remember" name="remember" value="yes" defaultChecked />);
    const [input] = controls(html);
    expect(input.tag).toBe("input");
    expect(input.attrs).toMatchObject({
      type: "checkbox",
      name: "remember",
      value: "yes",
      id: "remember",
    });
    expect(input.attrs.tabindex).toBeUndefined();
    expect(input.attrs["aria-hidden"]).toBeUndefined();
    expect(html).not.toContain("<button");
  });

  it("is submitted by a plain document POST when checked, and not when unchecked", () => {
    expect(submittedChoices(form(<Checkbox name="remember" defaultChecked />))).toEqual([
      ["remember", "on"],
    ]);
    expect(submittedChoices(form(<Checkbox name="remember" />))).toEqual([]);
  });

  it("passes aria-invalid and disabled to the input itself", () => {
    const [input] = controls(form(<Checkbox name="terms" aria-invalid="true" disabled />));
    expect(input.attrs).toMatchObject({ "aria-invalid": "true", disabled: "" });
  });
});

describe("RadioGroup", () => {
  const payment = (props: { defaultValue?: string; value?: string }) =>
    form(
      <RadioGroup name="payment_method" aria-label="Payment" {...props}>
        <RadioGroupItem value="cash_on_delivery" id="cod" />
        <Label htmlFor="cod">Cash on delivery</Label>
        <RadioGroupItem value="digital_payment" id="digital" />
        <Label htmlFor="digital">Digital payment</Label>
        <RadioGroupItem value="wallet" id="wallet" disabled />
      </RadioGroup>,
    );

  it("renders native radios sharing the group's name inside a labelled radiogroup", () => {
    const html = payment({});
    expect(html).toMatch(/<div role="radiogroup"[^>]*aria-label="Payment"/);
    const radios = controls(html).map(({ attrs }) => attrs);
    expect(radios.map((r) => [r.type, r.name, r.value])).toEqual([
      ["radio", "payment_method", "cash_on_delivery"],
      ["radio", "payment_method", "digital_payment"],
      ["radio", "payment_method", "wallet"],
    ]);
    expect(html).toContain('<label class="text-sm font-medium leading-none');
    expect(html).toContain('for="cod"');
  });

  it("submits the default choice without JavaScript", () => {
    expect(submittedChoices(payment({ defaultValue: "digital_payment" }))).toEqual([
      ["payment_method", "digital_payment"],
    ]);
  });

  it("submits the controlled value, and nothing when no option is chosen", () => {
    expect(submittedChoices(payment({ value: "cash_on_delivery" }))).toEqual([
      ["payment_method", "cash_on_delivery"],
    ]);
    expect(submittedChoices(payment({}))).toEqual([]);
  });
});

describe("NativeSelect", () => {
  it("renders a named native select with its options and the selected default", () => {
    const html = form(
      <NativeSelect name="sort" defaultValue="rating" aria-label="Sort by">
        <option value="newest">Newest</option>
        <option value="rating">Top rated</option>
      </NativeSelect>,
    );
    const [select] = controls(html);
    expect(select).toMatchObject({
      tag: "select",
      attrs: { name: "sort", "aria-label": "Sort by" },
    });
    expect(html).toMatch(/<option value="rating" selected="">Top rated<\/option>/);
    // The chevron is decoration; it sits on the inline end (left in RTL).
    expect(html).toMatch(/<svg[^>]*class="[^"]*\bend-3\b[^"]*"[^>]*aria-hidden="true"/);
  });
});
