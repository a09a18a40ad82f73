import * as React from "react";
import {
  CHECKOUT_ERRORS,
  MAX_PRESCRIPTION_BYTES,
  MAX_PRESCRIPTION_IMAGES,
} from "./checkout-fields";

/**
 * The prescription images checked in the browser before they are sent (browsing §5: 'Maximum 3
 * images can be send at a time.'; images only; 2 MB each; 'Please upload your prescription
 * image' when an item needs one). The server checks the same again (checkout-action.server.ts).
 */
export function usePrescriptionCheck(required: boolean) {
  const [error, setError] = React.useState<string | null>(null);
  const validate = React.useCallback(
    (form: HTMLFormElement | null | undefined) => {
      const input = form?.elements.namedItem("order_attachment");
      if (!(input instanceof HTMLInputElement)) {
        setError(null);
        return true;
      }
      const files = Array.from(input.files ?? []);
      const problem =
        files.length > MAX_PRESCRIPTION_IMAGES
          ? CHECKOUT_ERRORS.tooManyImages
          : files.some((f) => !f.type.startsWith("image/"))
            ? CHECKOUT_ERRORS.imageType
            : files.some((f) => f.size > MAX_PRESCRIPTION_BYTES)
              ? CHECKOUT_ERRORS.imageSize
              : required && files.length === 0
                ? CHECKOUT_ERRORS.prescriptionRequired
                : null;
      setError(problem);
      if (problem) input.focus();
      return problem === null;
    },
    [required],
  );
  return { error, validate };
}
