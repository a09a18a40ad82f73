import { Package, Pill, ShoppingBag, ShoppingBasket, UtensilsCrossed } from "~/components/ui/icons";
import { cn } from "~/lib/cn";

const FALLBACK_ICONS = {
  food: UtensilsCrossed,
  grocery: ShoppingBasket,
  pharmacy: Pill,
  ecommerce: ShoppingBag,
  parcel: Package,
} as const;

interface ModuleIconProps {
  icon: string | null;
  type: string;
  /** Pixel size of the square icon. */
  size: number;
  className?: string;
}

/** A module's icon from the backend, or a matching symbol when it has none (quirk 10: null URLs). */
export function ModuleIcon({ icon, type, size, className }: ModuleIconProps) {
  if (icon) {
    return (
      <img
        src={icon}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className={cn("shrink-0 object-contain", className)}
        style={{ width: size, height: size }}
      />
    );
  }
  const Fallback = FALLBACK_ICONS[type as keyof typeof FALLBACK_ICONS] ?? ShoppingBag;
  return (
    <Fallback
      aria-hidden="true"
      className={cn("shrink-0 text-primary", className)}
      style={{ width: size, height: size }}
    />
  );
}
