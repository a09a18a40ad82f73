import { usePageT } from "~/i18n/use-page-t";
import type { FlashSaleItemCard, ItemCard } from "~/features/catalogue/card-models";
import { cn } from "~/lib/cn";
import { CARD_FRAME, ITEM_CARD_BOX } from "./card-sizes";
import { Name, Picture, PriceRow, Store } from "./item-parts";
import { Rating } from "./rating";
import { WishlistHeart } from "~/features/wishlist/wishlist-heart";

const isFlashSale = (item: ItemCard | FlashSaleItemCard): item is FlashSaleItemCard =>
  "stock" in item && typeof item.stock === "number";

/**
 * Flash sale cards (foundations §2): the sale's progress (sold / stock × 100, foundations §9)
 * with the sold and available numbers; out of stock when available_stock is 0 (browsing §5).
 * `slider` is the larger slide of the flash sale carousel.
 */
export function FlashSaleCard({
  item,
  moduleType,
  priority,
  slider,
  className,
}: {
  item: ItemCard | FlashSaleItemCard;
  moduleType: string | null;
  priority?: boolean;
  slider: boolean;
  className?: string;
}) {
  const box = ITEM_CARD_BOX[slider ? "flash-sale-slider" : "flash-sale"];
  const outOfStock = item.outOfStock || (isFlashSale(item) && item.availableStock <= 0);
  if (slider) {
    return (
      <article className={cn(CARD_FRAME, "flex-row", box.w, box.minH, className)}>
        <Picture
          item={item}
          moduleType={moduleType}
          priority={priority}
          width={180}
          height={220}
          className="w-[180px] self-stretch"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-4 pe-12">
          <Store item={item} />
          <Name item={item} className="line-clamp-2 text-base leading-6" />
          {item.rating ? <Rating rating={item.rating} /> : null}
          <PriceRow item={item} moduleType={moduleType} outOfStock={outOfStock} size="lg" />
          <SaleProgress item={item} />
        </div>
        <SaleHeart item={item} />
      </article>
    );
  }
  return (
    <article className={cn(CARD_FRAME, "flex-col", box.w, box.minH, className)}>
      <Picture
        item={item}
        moduleType={moduleType}
        priority={priority}
        width={240}
        height={150}
        className="h-[150px] w-full"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3">
        <Name item={item} />
        <Store item={item} />
        <PriceRow item={item} moduleType={moduleType} outOfStock={outOfStock} />
        <SaleProgress item={item} />
      </div>
      <SaleHeart item={item} />
    </article>
  );
}

function SaleProgress({ item }: { item: ItemCard | FlashSaleItemCard }) {
  const t = usePageT("cards");
  if (!isFlashSale(item)) return null;
  const value = Math.round(Math.min(100, Math.max(0, item.progress)));
  return (
    <div className="grid gap-1">
      <div
        role="progressbar"
        aria-label={t("soldProgress")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        {/* Any percentage: an inline width (CSP allows inline styles; a class per value would not scale). */}
        <div className="h-full rounded-full bg-primary" style={{ width: `${value}%` }} />
      </div>
      <p className="flex justify-between gap-2 text-xs text-muted-foreground">
        <span>{t("sold", { value: item.sold })}</span>
        <span>{t("available", { value: item.availableStock })}</span>
      </p>
    </div>
  );
}

/** The wishlist heart in the card's top end corner (as on item cards); none for campaign items. */
function SaleHeart({ item }: { item: ItemCard }) {
  if (item.campaign) return null;
  return (
    <WishlistHeart kind="item" id={item.id} name={item.name} className="absolute end-2 top-2" />
  );
}
