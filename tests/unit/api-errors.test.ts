import { describe, expect, it } from "vitest";
import { ApiError, parseErrorBody } from "~/api/errors";

describe("error bodies of every shape (api-contract §1.3)", () => {
  it("reads the standard errors array into field errors", () => {
    const parsed = parseErrorBody({
      errors: [
        { code: "email", message: "The email has already been taken." },
        { code: "email", message: "second message for email" },
        { code: "phone", message: "The phone field is required." },
      ],
    });
    expect(parsed.fieldErrors).toEqual({
      email: "The email has already been taken.",
      phone: "The phone field is required.",
    });
    expect(parsed.messages).toHaveLength(3);
    expect(parsed.codes).toEqual(["email", "email", "phone"]);
  });

  it.each([
    [{ message: "OTP does not match" }, "OTP does not match"],
    [{ errors: { code: "product-001", message: "Product not found!" } }, "Product not found!"],
    [{ errors: "Unauthorized" }, "Unauthorized"],
    [{ error: "wrong credential.", message: "Invalid token" }, "Invalid token"],
    [{ errors: { message: "Insufficient balance" } }, "Insufficient balance"],
    [{ message: "Unauthenticated." }, "Unauthenticated."],
    ["<html>Bad gateway</html>", "<html>Bad gateway</html>"],
  ])("normalises %j", (body, message) => {
    expect(parseErrorBody(body).messages[0]).toBe(message);
  });

  it("does not treat codes with spaces or symbols as field names", () => {
    expect(
      parseErrorBody({ errors: [{ code: "auth-001", message: "Unauthorized." }] }).fieldErrors,
    ).toEqual({});
  });

  it("marks network and server failures as unavailable, refusals not", () => {
    expect(new ApiError({ kind: "timeout", path: "config" }).isUnavailable).toBe(true);
    expect(new ApiError({ kind: "http", status: 502, path: "config" }).isUnavailable).toBe(true);
    expect(new ApiError({ kind: "http", status: 403, path: "config" }).isUnavailable).toBe(false);
  });
});
