import type {
  FlashSaleItemCard,
  ItemCard as ItemCardModel,
} from "~/features/catalogue/card-models";
import type { ItemCardLayout } from "~/features/home/sections";
import { WishlistHeart } from "~/features/wishlist/wishlist-heart";
import { cn } from "~/lib/cn";
import { CARD_FRAME, ITEM_CARD_BOX } from "./card-sizes";
import { Name, Picture, PriceRow, Store, type PartProps } from "./item-parts";
import { Marks } from "./marks";
import { Price } from "./price";
import { QuickAdd } from "./quick-add";
import { Rating } from "./rating";

export type ItemCardProps = {
  item: ItemCardModel | FlashSaleItemCard;
  /*
   * Not the flash sale's layouts: those cards are FlashSaleCard (flash-sale-card.tsx), which
   * the flash sale panel and page draw themselves. Kept out of here, its code is not in every
   * page that draws item cards (issue 27 item 4).
   */
  layout: ItemCardLayout;
  /** The home's module type ("food", "pharmacy", "parcel"…): decides the cart control. */
  moduleType: string | null;
  /** Above the fold: the image loads eagerly. */
  priority?: boolean;
  className?: string;
};

/**
 * One item card in any of the eight layouts of foundations §2 "Item card layouts". The card is
 * a presentational view of the ItemCard view model (prices and badges come formatted); its name
 * is the one link, stretched over the card, and the quick add control sits beside it. The
 * wishlist heart sits in the card's top end corner (over the picture, or beside the name in the
 * row layouts, whose text keeps clear of it), above the stretched link.
 */
export function ItemCard({ item, layout, moduleType, priority = false, className }: ItemCardProps) {
  const box = ITEM_CARD_BOX[layout];
  const props = { item, moduleType, priority };
  // Food, grocery and pharmacy items open as a modal over the page with JavaScript
  // (features/product/item-modal.tsx reads the mark on the card around the link).
  const modal = MODAL_MODULES.has(moduleType ?? "") ? { ref: markItemModal } : {};
  switch (layout) {
    case "horizontal":
    case "list":
      return (
        <article {...modal} className={cn(CARD_FRAME, "flex-row", box.w, box.minH, className)}>
          <Picture
            {...props}
            width={layout === "list" ? 128 : 136}
            height={layout === "list" ? 168 : 160}
            className={layout === "list" ? "w-32 self-stretch" : "w-[136px] self-stretch"}
          />
          <Body {...props} description={layout === "list"} className="p-3 pe-12" />
          <CardHeart item={item} />
        </article>
      );
    case "popular":
      return (
        <article
          {...modal}
          className={cn(CARD_FRAME, "flex-row items-center gap-3 p-2", box.w, box.minH, className)}
        >
          <Picture
            {...props}
            width={80}
            height={80}
            className="size-20 rounded-md"
            badgeClassName="start-1 top-1 px-1 text-[10px]"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-1 pe-8">
            <Name item={item} />
            <Store item={item} />
            <div className="flex items-center justify-between gap-2">
              <Price price={item.price} oldPrice={item.oldPrice} unit={item.unit} />
              <QuickAdd item={item} moduleType={moduleType} size="sm" />
            </div>
          </div>
          <CardHeart item={item} />
        </article>
      );
    case "food-horizontal":
      return (
        <article
          {...modal}
          className={cn(CARD_FRAME, "flex-row gap-3 p-3", box.w, box.minH, className)}
        >
          <Picture {...props} width={108} height={108} className="size-[108px] rounded-md" />
          <div className="flex min-w-0 flex-1 flex-col gap-1 pe-8">
            <div className="flex min-w-0 items-center gap-1.5">
              <Name item={item} />
              <Marks marks={item.marks} />
            </div>
            <Store item={item} />
            {item.rating ? <Rating rating={item.rating} /> : null}
            <PriceRow item={item} moduleType={moduleType} />
          </div>
          <CardHeart item={item} />
        </article>
      );
    case "special":
    case "vertical":
    default:
      return (
        <article {...modal} className={cn(CARD_FRAME, "flex-col", box.w, box.minH, className)}>
          <Picture
            {...props}
            width={320}
            height={180}
            className="h-[180px] w-full"
            badge={layout === "special" ? "lg" : "sm"}
          />
          <Body {...props} description={layout === "special"} className="p-3" />
          <CardHeart item={item} />
        </article>
      );
  }
}

const MODAL_MODULES = new Set(["food", "grocery", "pharmacy"]);

/*
 * The mark is set by a ref, i.e. only once React has hydrated the card — never in the server
 * HTML. A lazy view (the module home's chunk) stays server HTML until its code has arrived, and
 * React drops a click on such HTML (it stops the event at the document) without preventing its
 * default: the browser then simply follows the link to the item page. Had the item modal
 * claimed that click (preventDefault, window capture) it would never see it again: the click
 * was lost, nothing happened at all (the flaky "item modal" e2e test, on a loaded machine).
 */
function markItemModal(node: HTMLElement | null) {
  node?.setAttribute("data-item-modal", "");
}

/** The wishlist heart in the card's top end corner; campaign items have none (their own ids). */
function CardHeart({ item }: { item: ItemCardModel }) {
  if (item.campaign) return null;
  return (
    <WishlistHeart kind="item" id={item.id} name={item.name} className="absolute end-2 top-2" />
  );
}

/** Store, name, generic name and marks, description, rating, price and cart control. */
function Body({
  item,
  moduleType,
  description,
  className,
}: PartProps & { description: boolean; className?: string }) {
  const hasDetails =
    item.genericName || item.marks.veg !== null || item.marks.halal || item.marks.organic;
  return (
    <div className={cn("flex min-w-0 flex-1 flex-col gap-1", className)}>
      <Store item={item} />
      <Name item={item} />
      {hasDetails ? (
        <div className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
          {item.genericName ? <span className="line-clamp-1">{item.genericName}</span> : null}
          <Marks marks={item.marks} />
        </div>
      ) : null}
      {description && item.description ? (
        <p className="line-clamp-2 text-xs text-muted-foreground">{item.description}</p>
      ) : null}
      {item.rating ? <Rating rating={item.rating} /> : null}
      <PriceRow item={item} moduleType={moduleType} />
    </div>
  );
}
