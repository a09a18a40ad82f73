import type { Config } from "~/api/schemas/config";
import type { Message } from "~/features/location/message";
import type { ParcelDraft } from "~/sessions/session.server";

/*
 * What the parcel form is priced from and the refusal pricing answers: the state
 * parcel-model.server.ts reads and parcel-local-quote.server.ts prices. Apart from both so that
 * neither imports the other for a type.
 */

export interface SenderOption {
  value: string;
  label: string | null;
  address: string;
  lat: number;
  lng: number;
  name: string | null;
  phone: string | null;
}

export interface ParcelState {
  config: Config | null;
  moduleId: number;
  category: {
    id: number;
    name: string;
    description: string;
    image: string | null;
    /** GET parcel-category's rates, else the platform's (config parcel_* charges) */
    perKm: number | null;
    minimum: number | null;
  };
  signedIn: boolean;
  draft: ParcelDraft;
  senders: SenderOption[];
  sender: SenderOption | null;
  /** The signed-in customer's own name and phone, the sender's defaults. */
  account: { name: string; phone: string } | null;
}

export interface QuoteRefusal {
  /** Our key, or the backend's own text. */
  message: Message;
  unavailable: boolean;
}
