import { createCookieSessionStorage } from "@remix-run/node";
import { getSessionSecrets, useSecureCookies } from "~/env.server";
import type { ToastMessage } from "~/lib/toast";
import { toastMessageSchema } from "~/lib/toast.server";

/**
 * Flash toasts that survive a redirect (POST → 303 → GET). Separate from the session cookie so
 * reading a toast never rewrites the token cookie.
 */
let storage: ReturnType<typeof createStorage> | undefined;
function createStorage() {
  return createCookieSessionStorage<{ toasts: ToastMessage[] }, { toasts: ToastMessage[] }>({
    cookie: {
      name: "__flash",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: useSecureCookies(),
      secrets: getSessionSecrets(),
    },
  });
}
const flashStorage = () => (storage ??= createStorage());

/** Returns a Set-Cookie value that queues `toasts` for the next page. */
export async function flashToasts(request: Request, ...toasts: ToastMessage[]): Promise<string> {
  const session = await safeGet(request);
  const queued = readToasts(session.get("toasts"));
  session.flash("toasts", [...queued, ...toasts].slice(-5));
  return flashStorage().commitSession(session);
}

/** Reads and clears the queued toasts. `setCookie` is null when there was nothing to clear. */
export async function takeToasts(
  request: Request,
): Promise<{ toasts: ToastMessage[]; setCookie: string | null }> {
  const cookieHeader = request.headers.get("Cookie") ?? "";
  if (!cookieHeader.includes("__flash=")) return { toasts: [], setCookie: null };
  const session = await safeGet(request);
  const toasts = readToasts(session.get("toasts"));
  return { toasts, setCookie: await flashStorage().commitSession(session) };
}

async function safeGet(request: Request) {
  try {
    return await flashStorage().getSession(request.headers.get("Cookie"));
  } catch {
    return flashStorage().getSession(null);
  }
}

function readToasts(value: unknown): ToastMessage[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((t) => {
    const parsed = toastMessageSchema.safeParse(t);
    return parsed.success ? [parsed.data] : [];
  });
}
