import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/node";
import { expect } from "vitest";
import { createAppLoadContext } from "~/context.server";
import { honeypot } from "~/lib/honeypot.server";
import { cookiePair } from "./header-test-support";

/**
 * One browser for the sign-in flows' route tests: actions called as a browser would post to
 * them, its cookies carried from answer to answer, against a running backend.
 */
export type Action = (args: ActionFunctionArgs) => Promise<unknown>;
export type Refusal = {
  data: { form: string; result: SubmissionResult<string[]>; wait?: number };
  init?: ResponseInit;
};

export interface BrowserOptions {
  /** The backend's /api/v1 base URL (read at each post: harnesses start in beforeAll). */
  apiBaseUrl: () => string;
  /** Cookies the browser already holds (name → value). */
  cookies?: Record<string, string>;
  /** Fill the honeypot's fields as a real form would (public forms check them). */
  honeypot?: boolean;
  /** A last change to each request's context (e.g. the storefront's FIREBASE_* app). */
  adjust?: (context: AppLoadContext) => void;
}

export function authBrowser(options: BrowserOptions) {
  const jar = new Map(Object.entries(options.cookies ?? {}));
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  return {
    cookie,
    async post(path: string, action: Action, fields: Record<string, string>) {
      // The page a browser loads after each answer shows (and so takes) the queued toasts.
      jar.delete("__flash");
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      if (options.honeypot) {
        const props = honeypot().getInputProps({ validFromTimestamp: Date.now() - 5_000 });
        form.set(props.nameFieldName, "");
        if (props.validFromFieldName) form.set(props.validFromFieldName, props.encryptedValidFrom);
      }
      const request = new Request(`http://shop.test${path}`, {
        method: "POST",
        body: form,
        headers: { Cookie: cookie() },
      });
      const context = await createAppLoadContext(request, {
        nonce: "n",
        apiBaseUrl: options.apiBaseUrl(),
        apiTimeoutMs: 3000,
        forwardHost: false,
      });
      options.adjust?.(context);
      const answer = await action({ request, context, params: {} });
      if (answer instanceof Response) {
        for (const set of answer.headers.getSetCookie()) {
          const [name, value] = cookiePair(set).split(/=(.*)/s);
          jar.set(name!, value!);
        }
      }
      return answer as Response | Refusal;
    },
  };
}

/** The answer as the 303 it must be (with the refusal's errors in the message if not). */
export function redirected(answer: Response | Refusal): Response {
  if (!(answer instanceof Response))
    throw new Error(`expected a redirect, got ${JSON.stringify(answer.data.result.error)}`);
  expect(answer.status).toBe(303);
  return answer;
}
