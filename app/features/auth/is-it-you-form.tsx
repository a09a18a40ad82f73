import { useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { FlowFields } from "./auth-form-parts";
import { FormAlert } from "~/components/form-messages";
import type { AuthStepView } from "./auth-step-view";
import { AUTH_STEP_PATHS, type AuthSurface } from "./auth-urls";
import type { StepAnswer } from "./otp-step-form";
import { UserRound } from "~/components/ui/icons";

/**
 * "Is It You?" (foundations §2, §4): the existing account that holds this phone, by name and
 * picture; Yes keeps it (and signs in), No starts a new account on the phone. Two submit buttons
 * of one form, the answer sent as `verified`.
 */
export function IsItYouForm({
  view,
  redirectTo,
  surface,
  answer,
}: {
  view: AuthStepView;
  redirectTo: string;
  surface: AuthSurface;
  answer?: StepAnswer | null;
}) {
  const { t } = useTranslation("auth");
  const localize = useLocalizedPath();
  const fetcher = useFetcher<StepAnswer>();
  const refused = fetcher.data?.form === "is-it-you" ? fetcher.data : answer;
  const busy = fetcher.state !== "idle";
  const account = view.existUser;
  return (
    <fetcher.Form
      method="post"
      action={localize(AUTH_STEP_PATHS["is-it-you"])}
      className="grid justify-items-center gap-4 text-center"
    >
      <FlowFields redirectTo={redirectTo} surface={surface} />
      <FormAlert errors={refused?.result.error?.[""] ?? undefined} />
      {account?.image ? (
        <img
          src={account.image}
          alt=""
          width={80}
          height={80}
          className="size-20 rounded-full border object-cover"
        />
      ) : (
        <span className="grid size-20 place-items-center rounded-full bg-muted">
          <UserRound aria-hidden="true" className="size-10 text-muted-foreground" />
        </span>
      )}
      <p className="text-lg font-semibold">{account?.name}</p>
      <p className="text-sm text-muted-foreground">{t("isItYou.body")}</p>
      <div className="flex gap-3">
        <Button type="submit" name="verified" value="no" variant="outline" disabled={busy}>
          {t("isItYou.no")}
        </Button>
        <Button type="submit" name="verified" value="yes" disabled={busy}>
          {t("isItYou.yes")}
        </Button>
      </div>
    </fetcher.Form>
  );
}
