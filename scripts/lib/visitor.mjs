import http from "node:http";

/**
 * A visitor with a saved delivery location and module, made through the app's own forms (POST
 * /location, then POST /modules), so it works against any running storefront without knowing
 * its SESSION_SECRET: the server signs the `prefs` cookie it answers with.
 */

/** The Dubai Mall, inside the demo zones (backend/seed/geo-data.ts; e2e/support/session.ts). */
export const DEMO_PLACE = { lat: 25.1985, lng: 55.2796 };

/**
 * @param {string} baseUrl storefront origin, e.g. http://127.0.0.1:3500
 * @param {string | null} moduleType "grocery", "food", …; null keeps the location only
 * @param {string} apiBase the API the storefront uses (its embedded one by default), for the
 *   zone and module ids
 * @returns {Promise<Array<{ name: string, value: string }>>} the cookies to send
 */
export async function locationCookies(
  baseUrl,
  moduleType = "grocery",
  apiBase = `${baseUrl}/api/v1`,
) {
  const jar = new Map();
  const post = async (path, fields) => {
    const response = await request(baseUrl + path, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: baseUrl,
        Cookie: cookieHeader([...jar].map(([name, value]) => ({ name, value }))),
      },
      body: new URLSearchParams(fields).toString(),
    });
    if (response.status !== 303) {
      throw new Error(`POST ${path} answered ${response.status}, expected a 303 redirect`);
    }
    for (const line of response.setCookie) {
      const pair = line.slice(0, line.indexOf(";"));
      const eq = pair.indexOf("=");
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  };
  await post("/location", { lat: String(DEMO_PLACE.lat), lng: String(DEMO_PLACE.lng) });
  if (moduleType) {
    const zone = await request(
      `${apiBase}/config/get-zone-id?lat=${DEMO_PLACE.lat}&lng=${DEMO_PLACE.lng}`,
    ).then((r) => JSON.parse(r.body));
    const modules = await request(`${apiBase}/module`, {
      headers: { zoneId: zone.zone_id },
    }).then((r) => JSON.parse(r.body));
    const chosen = modules.find((m) => m.module_type === moduleType);
    if (!chosen) throw new Error(`no ${moduleType} module in the demo zone`);
    await post("/modules", { moduleId: String(chosen.id) });
  }
  // The flash cookie holds the forms' "location set" toasts: a returning visitor has none.
  jar.delete("__flash");
  return [...jar].map(([name, value]) => ({ name, value }));
}

export function cookieHeader(cookies) {
  return cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
}

/**
 * One request on its own connection. Not fetch(): its pooled keep-alive connection, reused at
 * once after the POST's 303, was reset by the server now and then (ECONNRESET).
 */
function request(url, { method = "GET", headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode, setCookie: res.headers["set-cookie"] ?? [], body: text }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}
