import * as React from "react";
import type { AuthFormName } from "./auth-validation";

type Validators = typeof import("./auth-validation").AUTH_VALIDATORS;

/**
 * A form's browser-side check, fetched once the form is on screen (see auth-validation.ts).
 * Undefined until then: Conform's `onValidate` is simply absent and the server checks the post.
 */
export function useAuthValidation<Form extends AuthFormName>(
  form: Form,
): Validators[Form] | undefined {
  const [validate, setValidate] = React.useState<Validators[Form]>();
  React.useEffect(() => {
    let live = true;
    import("./auth-validation")
      .then((module) => live && setValidate(() => module.AUTH_VALIDATORS[form]))
      .catch(() => {
        // Offline or a failed chunk: the server checks every post anyway.
      });
    return () => {
      live = false;
    };
  }, [form]);
  return validate;
}
