import { HoneypotInputs } from "remix-utils/honeypot/react";
import { useTranslation } from "react-i18next";

/** Drop into any public <Form>: hidden from people and assistive tech, tempting for bots. */
export function HoneypotFields() {
  const { t } = useTranslation();
  return <HoneypotInputs label={t("honeypotLabel")} />;
}
