import type { Page } from "@playwright/test";

/**
 * A stand-in for the Google Maps JavaScript API, served for https://maps.googleapis.com/** so
 * the map tests run offline and deterministically. It implements what LocationMap uses
 * (importLibrary("maps") → Map with addListener, getCenter, panTo, getZoom, setZoom) and calls
 * the loader's bootstrap callback like the real script. Tests drive it through
 * `window.__fakeMaps`: `requests` (script URLs), `maps` (instances), and on a map
 * `simulateDrag(lat, lng)`, which moves the centre and fires "idle" as a real drag ends.
 */
export interface FakeMapHandle {
  center: { lat: number; lng: number };
  zoom: number;
  options: Record<string, unknown>;
  simulateDrag: (lat: number, lng: number) => void;
}

export interface FakeMaps {
  requests: string[];
  maps: FakeMapHandle[];
}

declare global {
  interface Window {
    __fakeMaps?: FakeMaps;
  }
}

/**
 * The stub's source, run in the page with the bootstrap callback's path (e.g.
 * "google.maps.__ib__") and the script URL. Plain JavaScript on purpose: a transpiled function's
 * text could reference helpers that do not exist in the page.
 */
const FAKE_MAPS_SOURCE = String.raw`(function (callbackPath, scriptUrl) {
  var registry = (window.__fakeMaps = window.__fakeMaps || { requests: [], maps: [] });
  registry.requests.push(scriptUrl);
  function plain(p) {
    return typeof p.lat === "function" ? { lat: p.lat(), lng: p.lng() } : { lat: p.lat, lng: p.lng };
  }
  class FakeMap {
    constructor(element, options) {
      this.center = plain(options.center);
      this.zoom = options.zoom;
      this.options = options;
      this.handlers = {};
      var tiles = document.createElement("div");
      tiles.setAttribute("data-testid", "fake-google-map");
      tiles.textContent = "Map";
      tiles.style.cssText = "position:absolute;inset:0;background:#e5efe5;color:#1a1a1a;padding:4px";
      element.appendChild(tiles);
      registry.maps.push(this);
      var self = this;
      // The real map fires "idle" once it has rendered.
      setTimeout(function () { self.fire("idle"); }, 0);
    }
    addListener(name, handler) {
      var handlers = this.handlers;
      (handlers[name] = handlers[name] || []).push(handler);
      return { remove: function () { handlers[name] = handlers[name].filter(function (h) { return h !== handler; }); } };
    }
    getCenter() {
      var c = this.center;
      return { lat: function () { return c.lat; }, lng: function () { return c.lng; } };
    }
    panTo(point) { this.center = plain(point); this.fire("idle"); }
    setCenter(point) { this.panTo(point); }
    getZoom() { return this.zoom; }
    setZoom(zoom) { this.zoom = zoom; this.fire("zoom_changed"); this.fire("idle"); }
    simulateDrag(lat, lng) { this.center = { lat: lat, lng: lng }; this.fire("center_changed"); this.fire("idle"); }
    fire(name) { (this.handlers[name] || []).slice().forEach(function (h) { h(); }); }
  }
  window.google = window.google || {};
  window.google.maps = window.google.maps || {};
  window.google.maps.importLibrary = function (name) {
    if (name === "maps") return Promise.resolve({ Map: FakeMap });
    return Promise.reject(new Error("fake Maps: library " + name + " is not faked"));
  };
  var callback = callbackPath.split(".").reduce(function (target, key) { return target && target[key]; }, window);
  if (typeof callback === "function") callback();
})`;

/** Serves the stub for every Maps API request of this page. */
export async function serveFakeGoogleMaps(page: Page): Promise<void> {
  await page.route("https://maps.googleapis.com/**", async (route) => {
    const url = route.request().url();
    const callback = new URL(url).searchParams.get("callback") ?? "";
    await route.fulfill({
      status: 200,
      contentType: "text/javascript; charset=utf-8",
      body: `${FAKE_MAPS_SOURCE}(${JSON.stringify(callback)}, ${JSON.stringify(url)});`,
    });
  });
}

/** The last map the page created, as plain data. */
export async function lastFakeMap(
  page: Page,
): Promise<{ center: { lat: number; lng: number }; zoom: number } | null> {
  return page.evaluate(() => {
    const map = window.__fakeMaps?.maps.at(-1);
    return map ? { center: { ...map.center }, zoom: map.zoom } : null;
  });
}
