/*
 * The cart stepper, imported eagerly for the server render only (the Remix compiler empties
 * `*.server` modules in the browser bundle): see features/cards/quick-add.tsx and
 * ui/deferred.tsx.
 */
export { CartStepper } from "./cart-stepper";
