import { ChevronDown, House as Home, MapPinned } from "~/components/ui/icons";
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { LocationChoices } from "./location-step";

interface LocationChoiceListsProps {
  choices: LocationChoices | null;
  /** POST target: the /location URL (keeps redirectTo for the page the action may re-render). */
  actionHref: string;
  redirectTo: string | null;
  /** Open the lists at once: the address search has just failed or found nothing. */
  open: boolean;
}

const CHOICE_BUTTON =
  "flex w-full flex-col gap-0.5 px-3 py-2 text-start hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring disabled:opacity-60";

/**
 * Ways to set the location without the address search and without JavaScript (issue 21 row
 * 10): the signed-in customer's saved addresses and the zones the marketplace serves, each a
 * one-button POST form naming its id. Disclosures, so they stay out of the way while the search
 * works; open when it has just failed. The saved addresses are always open (issue 22 item 13:
 * closed, customers never found them): a customer's own places are the likeliest pick.
 */
export function LocationChoiceLists({
  choices,
  actionHref,
  redirectTo,
  open,
}: LocationChoiceListsProps) {
  const { t } = useTranslation(["location", "addresses"]);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  if (!choices || (choices.saved.length === 0 && choices.zones.length === 0)) return null;

  const choice = (field: "addressId" | "zoneId" | "guestAddress", id: number, body: ReactNode) => (
    <li key={`${field}-${id}`}>
      <Form method="post" action={actionHref}>
        <input type="hidden" name={field} value={id} />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <button type="submit" className={CHOICE_BUTTON} disabled={busy}>
          {body}
        </button>
      </Form>
    </li>
  );

  return (
    <div className="grid gap-2">
      {choices.saved.length > 0 ? (
        <ChoiceGroup
          icon={<Home className="size-4 shrink-0 text-primary" aria-hidden="true" />}
          title={t("choices.saved")}
          open
        >
          {choices.saved.map((address) =>
            choice(
              address.guest ? "guestAddress" : "addressId",
              address.guest ? 1 : address.id,
              <>
                <span className="font-medium">
                  {address.guest
                    ? t("choices.guestSaved")
                    : address.label ||
                      t(`addresses:types.${address.type}`, { defaultValue: address.type })}
                </span>
                <span className="text-xs text-muted-foreground">{address.address}</span>
              </>,
            ),
          )}
        </ChoiceGroup>
      ) : null}
      {choices.zones.length > 0 ? (
        <ChoiceGroup
          icon={<MapPinned className="size-4 shrink-0 text-primary" aria-hidden="true" />}
          title={t("choices.zones")}
          hint={t("choices.zonesHint")}
          open={open}
        >
          {choices.zones.map((zone) =>
            choice("zoneId", zone.id, <span className="font-medium">{zone.name}</span>),
          )}
        </ChoiceGroup>
      ) : null}
    </div>
  );
}

function ChoiceGroup({
  icon,
  title,
  hint,
  open,
  children,
}: {
  icon: ReactNode;
  title: string;
  hint?: string;
  open: boolean;
  children: ReactNode;
}) {
  return (
    <details open={open} className="group rounded-md border">
      {/* A flex summary loses the browser's marker: the chevron says it opens. */}
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
        {icon}
        {title}
        <ChevronDown
          className="ms-auto size-4 shrink-0 transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      {hint ? <p className="px-3 pb-2 text-xs text-muted-foreground">{hint}</p> : null}
      <ul aria-label={title} className="max-h-48 divide-y overflow-y-auto border-t">
        {children}
      </ul>
    </details>
  );
}
