import { describe, expect, it } from "vitest";
import { checkFieldsWhen } from "~/components/forms";

/**
 * Until a form's browser check has loaded (useLazyValidation), Conform would post every field
 * the visitor leaves to the server for checking (issue 27 item 5): the form checks on submit
 * only, and takes its own timing once the check is there.
 */
describe("checkFieldsWhen", () => {
  const check = () => ({ status: "success" });

  it("before the check has loaded: on submit only, whatever the form asks for later", () => {
    const timing = { shouldValidate: "onBlur", shouldRevalidate: "onInput" } as const;
    expect(checkFieldsWhen(undefined, timing)).toEqual({
      shouldValidate: "onSubmit",
      shouldRevalidate: "onSubmit",
    });
    expect(
      checkFieldsWhen(undefined, { shouldValidate: "onSubmit", shouldRevalidate: "onInput" }),
    ).toEqual({ shouldValidate: "onSubmit", shouldRevalidate: "onSubmit" });
  });

  it("once loaded: the form's own timing (revalidating as it validates when it names none)", () => {
    expect(
      checkFieldsWhen(check, { shouldValidate: "onBlur", shouldRevalidate: "onInput" }),
    ).toEqual({
      shouldValidate: "onBlur",
      shouldRevalidate: "onInput",
    });
    expect(checkFieldsWhen(check, { shouldValidate: "onBlur" })).toEqual({
      shouldValidate: "onBlur",
      shouldRevalidate: "onBlur",
    });
  });
});
