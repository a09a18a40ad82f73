import { afterEach, describe, expect, it, vi } from "vitest";
import { logSendFailure } from "~/features/auth/firebase/send-failure";

/** Foundations §8: a phone-authentication send failure is only logged (never an error). */
describe("logSendFailure", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs an invalid number as 'Invalid phone number' and any other failure as it is", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    logSendFailure({ code: "auth/invalid-phone-number", message: "Firebase: Error" });
    const quota = Object.assign(new Error("quota"), { code: "auth/too-many-requests" });
    logSendFailure(quota);
    expect(warn.mock.calls).toEqual([
      ["Invalid phone number"],
      ["Phone authentication failed", quota],
    ]);
    expect(error).not.toHaveBeenCalled();
  });
});
