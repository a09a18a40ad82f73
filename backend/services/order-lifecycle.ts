import type { BackendDeps } from "../context";

// Placeholder: replaced by the order status timer.
export function startOrderLifecycle(_deps: BackendDeps): () => void {
  return () => {};
}
