import type { MetaDescriptor } from "@remix-run/node";

export interface ShareCard {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of the picture, when there is one. */
  image: string | null;
  type: "product" | "website";
  /** A product's price, shown by networks that read Open Graph product tags. */
  price?: { amount: number; currency: string };
}

/**
 * Open Graph and Twitter card tags, so a shared link shows the picture, the name and the price
 * (issue 24 item 6). Plain meta tags: no network's script is loaded.
 */
export function shareMeta(card: ShareCard): MetaDescriptor[] {
  return [
    { property: "og:type", content: card.type },
    { property: "og:title", content: card.title },
    { property: "og:description", content: card.description },
    { property: "og:url", content: card.url },
    ...(card.image ? [{ property: "og:image", content: card.image }] : []),
    ...(card.price
      ? [
          { property: "product:price:amount", content: card.price.amount.toFixed(2) },
          { property: "product:price:currency", content: card.price.currency },
        ]
      : []),
    { name: "twitter:card", content: card.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: card.title },
    { name: "twitter:description", content: card.description },
    ...(card.image ? [{ name: "twitter:image", content: card.image }] : []),
  ];
}

/** The networks' own share pages: plain links, nothing of theirs runs on our page. */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    { network: "whatsapp", href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { network: "facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: "x", href: `https://twitter.com/intent/tweet?url=${u}&text=${text}` },
    { network: "telegram", href: `https://t.me/share/url?url=${u}&text=${text}` },
    { network: "email", href: `mailto:?subject=${text}&body=${u}` },
  ] as const;
}
