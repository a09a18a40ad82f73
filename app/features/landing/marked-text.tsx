import type { TextPart } from "~/api/schemas/content";

/** The words of a landing text, highlights included (titles, meta tags). */
export const plainText = (parts: TextPart[]): string => parts.map((part) => part.text).join("");

/** A one-part text: the translated fallbacks when the backend has none. */
export const unmarked = (text: string): TextPart[] => (text ? [{ text, highlight: false }] : []);

/**
 * A landing text with its highlighted words (stock's `$…$`) in the primary colour. A styled span,
 * not <mark>: the words are emphasis of a headline, not a search hit, and read as one sentence.
 * The colour pairs pass WCAG AA on the landing's backgrounds in both themes.
 */
export function MarkedText({ parts }: { parts: TextPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.highlight ? (
          <span key={index} className="text-primary">
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
