import { PageLink } from "~/components/page-link";
import type { CategoryTile as CategoryTileModel } from "~/features/catalogue/card-models";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { cn } from "~/lib/cn";
import { CardImage } from "./card-parts";
import { CATEGORY_TILE_BOX } from "./card-sizes";

/**
 * A category tile: round picture and name, one link to the category listing
 * (/home?search=category&…&name=<base64>, built by the loader in category.href).
 */
export function CategoryTile({
  category,
  priority = false,
  className,
}: {
  category: CategoryTileModel;
  /** Above the fold: the image loads eagerly. */
  priority?: boolean;
  className?: string;
}) {
  const localize = useLocalizedPath();
  return (
    <PageLink
      to={localize(category.href)}
      className={cn(
        "group flex flex-col items-center gap-2 rounded-lg p-0.5 text-center focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        CATEGORY_TILE_BOX,
        className,
      )}
    >
      <span className="block size-20 shrink-0 overflow-hidden rounded-full border bg-muted transition-shadow group-hover:shadow-md">
        <CardImage
          src={category.image}
          width={80}
          height={80}
          priority={priority}
          className="size-full"
        />
      </span>
      <span className="line-clamp-2 text-xs font-medium leading-4 group-hover:underline">
        {category.name}
      </span>
    </PageLink>
  );
}
