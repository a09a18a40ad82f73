import { useShell } from "~/shell/use-shell";
import { authSettingsFrom, type AuthSettings } from "./auth-config";

/** The operator's sign-in settings from the shell (manual only while config is unreachable). */
export function useAuthSettings(): AuthSettings {
  return useShell()?.config?.auth ?? authSettingsFrom(null);
}
