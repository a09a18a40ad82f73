import { deferred } from "~/components/ui/deferred";
import * as onServer from "./checkout-deferred-dialogs.server";

/*
 * Insert delivery location, deferred (ui/deferred.tsx): the server renders it when the URL
 * opens it (`?dialog=delivery-location`, works without JavaScript); the browser fetches its
 * code only when it opens or a link to it is hovered or focused, not with the checkout's first
 * load. Render it only while the URL asks for it.
 */
export const DeliveryLocationDialog = deferred(
  () => import("./delivery-location-dialog").then((m) => m.DeliveryLocationDialog),
  onServer.DeliveryLocationDialog,
);
