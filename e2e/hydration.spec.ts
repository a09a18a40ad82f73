import { test, expect, isJsProject, waitForHydration } from "./fixtures";

/**
 * A customer on a slow phone starts typing before React has taken over the server HTML.
 * React 18 then hydrates synchronously, and a suspension in that render used to make it give
 * up on the whole page ("Root did not complete", error #345): the page stayed server-rendered
 * and nothing JavaScript adds (the password toggle, client validation, dialogs) ever arrived.
 * Before the fix this journey failed 8 of 8 times at 4× CPU throttling; ADR 026.
 *
 * JS only by nature (hydration). The fixture fails the test on any uncaught page error.
 */
test("typing while the page hydrates keeps the text, and JavaScript still takes over", async ({
  page,
  context,
}, testInfo) => {
  test.skip(!isJsProject(testInfo), "hydration needs JavaScript");
  const cdp = await context.newCDPSession(page);
  // A low-end phone: keys arrive while React is still hydrating.
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });

  await page.goto("/auth/sign-in", { waitUntil: "commit" });
  const identifier = page.getByLabel("Email or phone");
  const password = page.getByLabel("Password", { exact: true });
  await identifier.pressSequentially("someone@example.com", { delay: 30 });

  await waitForHydration(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await expect(identifier).toHaveValue("someone@example.com");
  // The toggle is rendered by React after hydration.
  await password.fill("secret-words");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await expect(page.getByRole("button", { name: "Hide password" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});
