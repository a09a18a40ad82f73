import { Clock, FileText, Store } from "~/components/ui/icons";
import { Link } from "@remix-run/react";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { DiscountBadge } from "~/features/cards/card-parts";
import { Marks } from "~/features/cards/marks";
import { Price } from "~/features/cards/price";
import { Rating } from "~/features/cards/rating";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { cn } from "~/lib/cn";
import { Gallery } from "./gallery";
import { ProductForm } from "./product-form";
import type { StoreView } from "~/features/stores/store-models";
import type { ProductPage } from "./product-page.server";
import { WishlistToggle } from "./wishlist-toggle";

const CHIP = "inline-flex items-center rounded-full border px-3 py-1 text-xs";

/**
 * The product detail view (browsing §2 "Product detail view"), the same for the page and the
 * modal: gallery, marks, wishlist, store link, name, In Stock, generic name, rating, price,
 * prescription and time-window notices, the choices form, description, nutrition, allergies,
 * category and tag chips.
 *
 * `modal`: the description is cut to 130 characters with "Read more", the store link is left
 * out over the store's own page (`currentPath`), the title is the dialog's name (`titleId`).
 */
export function ItemDetail({
  page,
  modal = false,
  currentPath,
  titleId,
}: {
  page: ProductPage;
  modal?: boolean;
  currentPath?: string;
  titleId?: string;
}) {
  const { t } = useTranslation("product");
  const localize = useLocalizedPath();
  const { view } = page;
  // The badge follows the chosen variation: the server's answer for the submitted choice
  // without JavaScript, the live choice with it (issue 22 item 9).
  const [choiceOut, setChoiceOut] = React.useState(page.evaluation.outOfStock);
  const Title = modal ? "h2" : "h1";
  const onStorePage =
    currentPath !== undefined && view.store?.paths.some((p) => localize(p) === currentPath);
  const query = (index: number) => {
    const params = new URLSearchParams(view.path.split("?")[1] ?? "");
    if (index > 0) params.set("image", String(index));
    return `${localize(view.path.split("?")[0])}?${params.toString()}`;
  };

  return (
    <article className="flex flex-col gap-8">
      <div className="grid gap-6 md:grid-cols-2">
        <Gallery
          images={view.images}
          name={view.name}
          initialIndex={page.imageIndex}
          priority={!modal}
          hrefFor={query}
          badge={<DiscountBadge discount={view.discount} size="lg" className="start-3 top-3" />}
        />
        <div className="flex min-w-0 flex-col gap-3">
          {view.store && !onStorePage ? (
            <Link
              to={localize(view.store.href)}
              className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary hover:underline"
            >
              <Store aria-hidden="true" className="size-4" />
              {view.store.name}
            </Link>
          ) : null}
          <div className="flex items-start justify-between gap-3">
            <Title id={titleId} className="text-2xl font-bold leading-tight">
              {view.name}
            </Title>
            <WishlistToggle
              itemId={view.id}
              name={view.name}
              signedIn={page.signedIn}
              wishlisted={page.wishlisted ?? undefined}
            />
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Marks marks={view.marks} />
            {view.inStock && !choiceOut ? (
              <span className={cn(CHIP, "border-success font-medium text-success")}>
                {t("inStock")}
              </span>
            ) : view.inStock ? (
              <span className={cn(CHIP, "border-destructive font-medium text-destructive")}>
                {t("outOfStock")}
              </span>
            ) : null}
          </div>
          {view.genericName ? (
            <p className="text-sm text-muted-foreground">
              {t("genericName")}: <span className="text-foreground">{view.genericName}</span>
            </p>
          ) : null}
          {view.rating ? <Rating rating={view.rating} /> : null}
          <Price price={view.price} oldPrice={view.oldPrice} unit={view.unit} size="lg" />
          {view.prescription ? (
            <p className="flex gap-2 rounded-md border border-primary bg-muted p-3 text-sm">
              <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {t("prescriptionNotice")}
            </p>
          ) : null}
          {view.availability.state !== "open" ? (
            <div className="flex gap-2 rounded-md border p-3 text-sm">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <div>
                <p className="font-semibold">
                  {view.availability.state === "closed" ? t("notAvailableNow") : t("orderLater")}
                </p>
                <p className="text-muted-foreground">
                  <bdi dir="ltr">{view.availability.window}</bdi>
                </p>
              </div>
            </div>
          ) : null}
          {view.storeClosed ? <StoreClosedNote {...view.storeClosed} /> : null}
          <ProductForm page={page} onOutOfStockChange={setChoiceOut} />
        </div>
      </div>
      <Details page={page} modal={modal} />
    </article>
  );
}

/**
 * Adding from a closed store still works: the order is then scheduled for when it opens, or —
 * where the store takes no scheduled orders — placed once it opens. Said here, beside the
 * buttons, and not first at checkout (issue 22 item 12), with when it opens next.
 */
function StoreClosedNote({
  opensAt,
  order,
}: {
  opensAt: StoreView["opensAt"];
  order: "scheduled" | "later";
}) {
  const { t } = useTranslation(["product", "store"]);
  return (
    <div
      role="note"
      data-testid="item-store-closed"
      className="flex gap-2 rounded-md border border-primary bg-muted p-3 text-sm"
    >
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <div>
        <p className="font-semibold">
          {t("storeClosed")}
          {opensAt ? (
            <span className="font-normal text-muted-foreground">
              {" · "}
              {t(`store:header.opens.${opensAt.when}`, {
                time: opensAt.time,
                day: t(`store:schedule.days.${opensAt.weekday}`),
              })}
            </span>
          ) : null}
        </p>
        <p>
          {order === "scheduled" ? t("store:header.scheduledWhileClosed") : t("storeClosedLater")}
        </p>
      </div>
    </div>
  );
}

function Details({ page, modal }: { page: ProductPage; modal: boolean }) {
  const { t } = useTranslation("product");
  const localize = useLocalizedPath();
  const { view } = page;
  const [expanded, setExpanded] = React.useState(false);
  const cut = modal && !expanded && view.shortDescription !== view.description;
  const Heading = modal ? "h3" : "h2";
  const section = "flex flex-col gap-2";
  const heading = "text-lg font-semibold";
  return (
    <div className="flex flex-col gap-6">
      {view.description ? (
        <section className={section}>
          <Heading className={heading}>{t("description")}</Heading>
          <p className="whitespace-pre-line text-sm leading-6 text-muted-foreground">
            {cut ? view.shortDescription : view.description}
          </p>
          {modal && view.shortDescription !== view.description ? (
            <button
              type="button"
              className="w-fit text-sm font-medium text-primary underline-offset-4 hover:underline"
              aria-expanded={expanded}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? t("readLess") : t("readMore")}
            </button>
          ) : null}
        </section>
      ) : null}
      <ChipList title={t("nutrition")} items={view.nutrition} Heading={Heading} />
      <ChipList title={t("allergies")} items={view.allergies} Heading={Heading} />
      {view.categories.length ? (
        <section className={section}>
          <Heading className={heading}>{t("categories")}</Heading>
          <ul className="flex flex-wrap gap-2">
            {view.categories.map((c) => (
              <li key={c.id}>
                <Link to={localize(c.href)} className={cn(CHIP, "hover:bg-muted")}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ChipList title={t("tags")} items={view.tags} Heading={Heading} />
    </div>
  );
}

function ChipList({
  title,
  items,
  Heading,
}: {
  title: string;
  items: string[];
  Heading: "h2" | "h3";
}) {
  if (!items.length) return null;
  return (
    <section className="flex flex-col gap-2">
      <Heading className="text-lg font-semibold">{title}</Heading>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item} className={cn(CHIP, "bg-muted")}>
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
