import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadHomePersonal } from "~/features/home/home-personal.server";

/**
 * GET /home/personal?zones=…&module_id=… — the shared home's personal parts, `private,
 * no-store` JSON (ADR 033; features/home/home-personal.server.ts). A resource route: the shell
 * fetches it on a shared page; nothing links here.
 */
export const loader = (args: LoaderFunctionArgs) => loadHomePersonal(args);
