import { X } from "~/components/ui/icons";

/**
 * The corner × of a modal that closes by form (review prompt, welcome): a submit button, so it
 * works without JavaScript, where DialogContent's own × would be a button needing a script.
 * Same look and place as DialogCloseIcon (app/components/ui/dialog.tsx).
 */
export function CloseSubmit({ label }: { label: string }) {
  return (
    <button
      type="submit"
      className="absolute end-3 top-3 rounded-sm p-1 opacity-70 ring-offset-background transition-opacity hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
    >
      <X className="size-4" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
