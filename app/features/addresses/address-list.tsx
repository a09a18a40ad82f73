import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "~/components/deferred-confirm-dialog";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { closeDialogHref, dialogFrom, openDialogHref } from "~/lib/dialog-url";
import { ADDRESS_DELETE_DIALOG, ADDRESS_INTENTS, type AddressType } from "./address-constants";
import type { AddressCard } from "./addresses.server";
import { Briefcase, House, MapPin, Pencil, Plus, Trash2 } from "~/components/ui/icons";

const ICONS: Record<AddressType, typeof House> = { home: House, office: Briefcase, other: MapPin };

/**
 * The saved addresses (foundations §2 saved-address list, §9 max height 40vh): the current one
 * first, each with its type, contact, lines, Edit and Delete. Delete opens a confirm dialog that
 * is URL state (`?dialog=address-delete&id=…`), so it works without JavaScript.
 */
export function AddressList({ addresses }: { addresses: AddressCard[] }) {
  const { t } = useTranslation("addresses");
  const localize = useLocalizedPath();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const deleting =
    dialogFrom(params) === ADDRESS_DELETE_DIALOG
      ? addresses.find((a) => String(a.id) === params.get("id"))
      : undefined;
  const addLink = (
    <Link to={localize("/addresses/new")} className={buttonVariants()}>
      <Plus aria-hidden="true" className="size-4" />
      {t("add")}
    </Link>
  );
  if (addresses.length === 0)
    return (
      <div className="grid justify-items-start gap-3">
        <p className="text-muted-foreground">{t("empty")}</p>
        {addLink}
      </div>
    );
  return (
    <div className="grid gap-4">
      <ul className="grid max-h-[40vh] gap-3 overflow-y-auto" aria-label={t("title")}>
        {addresses.map((address) => {
          const Icon = ICONS[address.type];
          const typeName =
            address.type === "other" && address.label ? address.label : t(`types.${address.type}`);
          return (
            <li key={address.id} className="grid gap-2 rounded-lg border p-4">
              <div className="flex flex-wrap items-center gap-2">
                <Icon aria-hidden="true" className="size-4 text-primary" />
                <h2 className="font-semibold">{typeName}</h2>
                {address.current ? <Badge variant="secondary">{t("current")}</Badge> : null}
              </div>
              <p>
                {address.name} ·{" "}
                <bdi dir="ltr" className="text-muted-foreground">
                  {address.phone}
                </bdi>
              </p>
              <p className="text-sm text-muted-foreground">{address.address}</p>
              {lines(address, t).length ? (
                <p className="text-sm text-muted-foreground">{lines(address, t).join(" · ")}</p>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <Link
                  to={localize(`/addresses/${address.id}/edit`)}
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                  aria-label={`${t("edit")}: ${typeName}, ${address.address}`}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  {t("edit")}
                </Link>
                <Link
                  to={openDialogHref(location, ADDRESS_DELETE_DIALOG, { id: String(address.id) })}
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                  aria-label={`${t("delete")}: ${typeName}, ${address.address}`}
                  preventScrollReset
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t("delete")}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
      <div>{addLink}</div>
      {deleting ? (
        <ConfirmDialog
          closeHref={closeDialogHref(location, ["id"])}
          action={localize("/addresses")}
          fields={{ intent: ADDRESS_INTENTS.delete, id: String(deleting.id) }}
          title={t("deleteDialog.title")}
          description={`${t("deleteDialog.body")} ${deleting.address}`}
          confirmLabel={t("deleteDialog.yes")}
          cancelLabel={t("deleteDialog.no")}
        />
      ) : null}
    </div>
  );
}

function lines(address: AddressCard, t: (key: string, o: { value: string }) => string) {
  return (
    [
      ["house", address.house],
      ["floor", address.floor],
      ["road", address.road],
    ] as const
  ).flatMap(([key, value]) => (value ? [t(`card.${key}`, { value })] : []));
}
