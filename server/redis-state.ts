import { publishSharedState, type SharedState } from "../app/lib/shared-state.server";
import type { SharedRedis } from "./redis";
import { redisReads } from "./redis-reads";
import { redisSubmissions } from "./redis-submissions";

/**
 * With REDIS_URL: order submission keys and the shared-read cache go to Redis for the routes
 * (app/lib/shared-state.server.ts says why through globalThis). Rate limits take the client
 * directly (server/rate-limits.ts).
 */
export function shareStateThroughRedis(redis: SharedRedis): SharedState {
  const state: SharedState = {
    submissions: redisSubmissions(redis.client),
    reads: redisReads(redis.client),
  };
  publishSharedState(state);
  return state;
}
