// Shared vitest setup. Client tests start their own MSW server (tests/client/msw.ts);
// backend contract tests start a real HTTP server (tests/backend/harness.ts).
process.env.SESSION_SECRET ??= "test-session-secret";
