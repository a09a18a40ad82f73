import { MessageCircle } from "~/components/ui/icons";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "~/components/ui/button";
import { useLocalizedPath } from "~/i18n/use-localized-path";

/**
 * "Chat" on a store's page: opens (or starts) the conversation with the store's vendor. The
 * store id is enough — /chatting looks the vendor up — so the store page needs no chat data.
 * A guest following it is asked to sign in by /chatting itself.
 */
export function StoreChatLink({ storeId }: { storeId: number }) {
  const { t } = useTranslation("chat");
  const localize = useLocalizedPath();
  return (
    <Link
      to={`${localize("/chatting")}?type=vendor&storeId=${storeId}&chatFrom=true`}
      className={buttonVariants({ variant: "outline", size: "sm" })}
    >
      <MessageCircle aria-hidden="true" />
      {t("store.chat")}
    </Link>
  );
}
