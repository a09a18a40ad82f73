import type { ItemCard } from "~/features/catalogue/card-models";
import { cn } from "~/lib/cn";
import { CardImage, ClosedOverlay, DiscountBadge, StretchedLink } from "./card-parts";
import { Price } from "./price";
import { QuickAdd } from "./quick-add";

/* Pieces shared by the item card layouts (item-card.tsx, flash-sale-card.tsx). */

export type PartProps = { item: ItemCard; moduleType: string | null; priority?: boolean };

/** Image with the discount badge and the CLOSED NOW overlay on top. */
export function Picture({
  item,
  priority,
  width,
  height,
  className,
  badge = "sm",
  badgeClassName,
}: PartProps & {
  width: number;
  height: number;
  className?: string;
  badge?: "sm" | "lg";
  badgeClassName?: string;
}) {
  return (
    <div className={cn("relative shrink-0 overflow-hidden bg-muted", className)}>
      <CardImage
        src={item.image}
        width={width}
        height={height}
        priority={priority}
        className="absolute inset-0 size-full"
      />
      <ClosedOverlay closed={item.storeClosed} />
      <DiscountBadge discount={item.discount} size={badge} className={badgeClassName} />
    </div>
  );
}

export function Name({ item, className }: { item: ItemCard; className?: string }) {
  return (
    <h3 className={cn("card-name", className)}>
      <StretchedLink to={item.href}>{item.name}</StretchedLink>
    </h3>
  );
}

export function Store({ item }: { item: ItemCard }) {
  if (!item.storeName) return null;
  return <p className="card-meta">{item.storeName}</p>;
}

export function PriceRow({
  item,
  moduleType,
  outOfStock,
  size,
}: PartProps & {
  outOfStock?: boolean;
  size?: "sm" | "lg";
}) {
  return (
    <div className="mt-auto flex items-end justify-between gap-2">
      <Price price={item.price} oldPrice={item.oldPrice} unit={item.unit} size={size} />
      <QuickAdd item={item} moduleType={moduleType} outOfStock={outOfStock} />
    </div>
  );
}
