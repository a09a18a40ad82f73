import * as React from "react";

type Validate = typeof import("./checkout-validation").validateContact;

/**
 * The guest contact form's check, fetched once the form is on screen: zod stays out of the
 * checkout's first load. Undefined until then (Conform's `onValidate` is simply absent and the
 * server checks the post, as it always does).
 */
export function useContactValidation(): Validate | undefined {
  const [validate, setValidate] = React.useState<Validate>();
  React.useEffect(() => {
    let live = true;
    import("./checkout-validation")
      .then((module) => live && setValidate(() => module.validateContact))
      .catch(() => {
        // Offline or a failed chunk: the server checks every post anyway.
      });
    return () => {
      live = false;
    };
  }, []);
  return validate;
}
