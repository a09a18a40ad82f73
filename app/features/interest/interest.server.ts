import { createHash } from "node:crypto";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { isApiError } from "~/api/errors";
import i18nServer from "~/i18n/i18next.server";
import { localizePath } from "~/i18n/config";
import { parseWithZod } from "~/lib/conform.server";
import { readForm } from "~/lib/read-form.server";
import { requireUser } from "~/features/auth/sign-in-gate.server";
import { settle } from "~/api/settle.server";
import { makeToast } from "~/lib/toast";
import { flashToasts } from "~/sessions/flash.server";
import { commitSession, type AppSession } from "~/sessions/session.server";
import { INTEREST_ERRORS, MAX_INTERESTS, interestSchema } from "./interest-schema";

export interface InterestTile {
  id: number;
  name: string;
  image: string | null;
}

/**
 * Who may see /interest: a signed-in customer (else the sign-in page, coming back here, with
 * the spec's 'You must be login to access this page.') with a module chosen that is not parcel
 * (parcel has no categories to be interested in; no module, nothing to show) — else /home.
 */
async function interestGate(request: Request, context: AppLoadContext) {
  const token = await requireUser(request, context);
  const { moduleId, moduleType } = context.prefs;
  if (!moduleId || moduleType === "parcel") throw redirect(localizePath("/home", context.lang));
  return { token, moduleId };
}

/** The current module's root categories (GET /categories, moduleId header from the prefs). */
async function moduleCategories(context: AppLoadContext) {
  const answer = await settle(context.api.catalogue.categories());
  if (!answer.ok) return null;
  return answer.value.map((category): InterestTile => ({
    id: category.id,
    name: category.name,
    image: category.image_full_url ?? null,
  }));
}

/** A token's digest: the saved ids belong to the sign-in that saved them, never the next one. */
const ownerOf = (token: string) =>
  createHash("sha256").update(token).digest("base64url").slice(0, 16);

function savedInterests(session: AppSession, token: string): number[] {
  const saved = session.get("interests");
  if (!saved || saved.owner !== ownerOf(token) || !Array.isArray(saved.ids)) return [];
  return saved.ids.filter((id) => Number.isInteger(id));
}

export async function loadInterest(request: Request, context: AppLoadContext) {
  const { token } = await interestGate(request, context);
  const [categories, t] = await Promise.all([
    moduleCategories(context),
    i18nServer.getFixedT(context.lang, "interest"),
  ]);
  const saved = savedInterests(context.session, token);
  return {
    title: t("title"),
    categories: categories ?? [],
    failed: categories === null,
    selected: (categories ?? []).filter((c) => saved.includes(c.id)).map((c) => c.id),
  };
}

/**
 * POST /interest: at least one of the module's categories → POST customer/update-interest →
 * 303 to /home with the backend's message. Refusals re-render the page with the ticks kept.
 */
export async function saveInterest(request: Request, context: AppLoadContext) {
  const { token } = await interestGate(request, context);
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: interestSchema });
  const refuse = (status: number, formErrors?: string[]) =>
    data({ result: submission.reply(formErrors ? { formErrors } : {}) }, { status });
  if (submission.status !== "success") return refuse(400);

  const categories = await moduleCategories(context);
  if (!categories) return refuse(503, [INTEREST_ERRORS.unavailable]);
  const shown = new Set(categories.map((c) => c.id));
  const chosen = [...new Set(submission.value.interest)];
  // Only the tiles this page showed: another module's ids would change that module's choice.
  if (chosen.some((id) => !shown.has(id))) return refuse(400, [INTEREST_ERRORS.invalid]);

  let message: string;
  try {
    message = (await context.api.customer.updateInterest(chosen)).message;
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.isUnavailable) return refuse(503, [INTEREST_ERRORS.unavailable]);
    return refuse(400, [error.messages[0] ?? INTEREST_ERRORS.refused]);
  }

  // This module's tiles are replaced by the new choice; other modules' saved ids stay.
  const others = savedInterests(context.session, token).filter((id) => !shown.has(id));
  const ids = [...others, ...chosen].slice(-MAX_INTERESTS); // a bounded cookie
  context.session.set("interests", { owner: ownerOf(token), ids });
  const headers = new Headers();
  headers.append("Set-Cookie", await commitSession(context.session));
  headers.append(
    "Set-Cookie",
    await flashToasts(
      request,
      makeToast("success", message ? { text: message } : { key: "interest:saved" }),
    ),
  );
  return redirect(localizePath("/home", context.lang), { status: 303, headers });
}

export type InterestData = Awaited<ReturnType<typeof loadInterest>>;
