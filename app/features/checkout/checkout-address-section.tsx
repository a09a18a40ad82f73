import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { CHECKOUT_DIALOGS } from "./checkout-fields";
import type { CheckoutView } from "./checkout-model.server";
import { Section, TextLink } from "./checkout-parts";
import { DetailsLine, deliveryLocationHref } from "./delivery-location-parts";
import type { GuestAddress } from "~/sessions/session.server";
import { Button } from "~/components/ui/button";

/** Where the order goes: the delivery target, the saved-address dialog's link, a guest's contact. */
export function DeliverySection({ view, base }: { view: CheckoutView; base: string }) {
  const { t } = useTranslation("checkout");
  const localize = useLocalizedPath();
  const target = view.target;
  return (
    <Section id="delivery" title={t("address.title")}>
      {target ? (
        <div
          className="grid gap-1 rounded-md bg-muted/50 p-3 text-sm"
          data-testid="delivery-address"
        >
          <p className="font-medium">
            {target.kind === "saved"
              ? t(`address.types.${target.type ?? "other"}`, { defaultValue: target.type ?? "" })
              : t("address.current")}
          </p>
          <p>{target.address}</p>
          <DetailsLine target={target} />
          {target.contactName ? (
            <p className="text-muted-foreground">
              {target.contactName} · <span dir="ltr">{target.contactPhone}</span>
            </p>
          ) : null}
          <div className="flex flex-wrap gap-4 pt-1">
            {target.kind === "saved" && target.addressId ? (
              <TextLink
                to={`${localize(`/addresses/${target.addressId}/edit`)}?redirectTo=${encodeURIComponent(base)}`}
              >
                {t("address.edit")}
              </TextLink>
            ) : (
              <>
                {/* Street number, house and floor, Save this Address (issue 22 item 21). */}
                <TextLink to={deliveryLocationHref(base)}>{t("deliveryLocation.open")}</TextLink>
                {/* Back to checkout once picked (`from` was not read: the pick went home). */}
                <TextLink to={`${localize("/location")}?redirectTo=${encodeURIComponent(base)}`}>
                  {t("address.change")}
                </TextLink>
              </>
            )}
          </div>
        </div>
      ) : (
        <div className="grid justify-items-start gap-2">
          <p className="text-sm">{t("address.none")}</p>
          <TextLink to={deliveryLocationHref(base)}>{t("deliveryLocation.title")}</TextLink>
        </div>
      )}
      {view.guestSaved ? <GuestSavedCard saved={view.guestSaved} /> : null}
      {view.signedIn ? (
        view.savedAddresses && view.savedAddresses.length === 0 ? (
          <div className="grid justify-items-start gap-2">
            <p className="text-sm text-muted-foreground">{t("address.emptySaved")}</p>
            {/* Back to checkout once saved (issue 22 item 13), not to My addresses. */}
            <TextLink to={`${localize("/addresses/new")}?redirectTo=${encodeURIComponent(base)}`}>
              {t("address.addNew")}
            </TextLink>
          </div>
        ) : (
          <TextLink to={`${base}&dialog=${CHECKOUT_DIALOGS.addresses}`}>
            {t("address.viewSaved")}
          </TextLink>
        )
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t("address.signInToSelect")}</p>
          <ContactCard view={view} base={base} />
        </>
      )}
    </Section>
  );
}

export function ContactSection({ view, base }: { view: CheckoutView; base: string }) {
  const { t } = useTranslation("checkout");
  return (
    <Section id="contact" title={t("contact.title")}>
      <ContactCard view={view} base={base} />
    </Section>
  );
}

/** The guest's contact details (kept in their session only) and the link to the form. */
function ContactCard({ view, base }: { view: CheckoutView; base: string }) {
  const { t } = useTranslation("checkout");
  const contact = view.guestContact;
  return (
    <div
      className="grid gap-1 rounded-md border border-dashed p-3 text-sm"
      data-testid="guest-contact"
    >
      {contact ? (
        <>
          <p className="font-medium">{contact.name}</p>
          <p dir="ltr" className="justify-self-start">
            {contact.phone}
          </p>
          <p>{contact.email}</p>
        </>
      ) : (
        <p>{t("contact.missing")}</p>
      )}
      <TextLink to={`${base}&dialog=${CHECKOUT_DIALOGS.contact}`}>
        {contact ? t("contact.edit") : t("contact.add")}
      </TextLink>
    </div>
  );
}

/**
 * A guest's saved address when the chosen location is elsewhere (issue 22 item 13): offered
 * with one button of the checkout form, which makes it the delivery location (its zone found
 * again from its point; a point no zone serves says so instead).
 */
function GuestSavedCard({ saved }: { saved: GuestAddress }) {
  const { t } = useTranslation("checkout");
  return (
    <div
      className="grid justify-items-start gap-1 rounded-md border p-3 text-sm"
      data-testid="guest-saved-address"
    >
      <p className="font-medium">{t("deliveryLocation.yourSaved")}</p>
      <p>{saved.address}</p>
      <DetailsLine
        target={{
          road: saved.road ?? null,
          house: saved.house ?? null,
          floor: saved.floor ?? null,
        }}
      />
      <Button type="submit" name="intent" value="use-saved-address" variant="outline" size="sm">
        {t("deliveryLocation.deliverHere")}
      </Button>
    </div>
  );
}
