import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * A thin bar at the top while a navigation or form submission is in flight. It appears only
 * after 150 ms so fast transitions do not flicker; it never renders without JavaScript (the
 * browser's own loading indicator covers that case).
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), 150);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!visible) return null;
  return (
    <div
      role="progressbar"
      aria-label={t("navigationProgress")}
      aria-busy="true"
      className="nav-progress fixed inset-x-0 top-0 z-[100] h-1 overflow-hidden bg-primary/20"
    >
      <div className="nav-progress__bar h-full w-1/3 bg-primary" />
    </div>
  );
}
