import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names (clsx) and lets later Tailwind classes override earlier ones (twMerge), so
 * a caller's `className` wins over a component's defaults: cn("px-4", "px-2") === "px-2".
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
