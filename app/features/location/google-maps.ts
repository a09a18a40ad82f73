/// <reference types="google.maps" />
import { importLibrary, setOptions } from "@googlemaps/js-api-loader";

/*
 * The only module that touches @googlemaps/js-api-loader. LocationMap imports it with a dynamic
 * import() when the dialog opens, so neither the loader nor the Maps script is in any bundle a
 * page ships up front (design §5 budgets).
 */

let configured = false;

/** Loads the Maps JavaScript API ("maps" library) once per page. */
export function loadMapsLibrary(key: string, language: string): Promise<google.maps.MapsLibrary> {
  if (!configured) {
    // setOptions may run only once per page; a second key would be ignored anyway.
    setOptions({ key, v: "weekly", language });
    configured = true;
  }
  return importLibrary("maps");
}
