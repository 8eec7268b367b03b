import { singleToastDefaults } from "~/lib/ui-defaults";

/** A message in the Radix toast region. */
export interface ToastMessage {
  id: number;
  title: string;
}

type Listener = () => void;

let toasts: readonly ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

/**
 * Queues `title` in the Radix toast region. Only the newest `singleToastDefaults.limit` (1)
 * toasts are kept: a new one replaces the one on screen (spec section 9).
 *
 * @returns the toast's id, for {@link dismissToast}.
 */
export function showToast(title: string): number {
  const id = nextId++;
  toasts = [{ id, title }, ...toasts].slice(0, singleToastDefaults.limit);
  emit();
  return id;
}

/** Removes a toast once it has closed (timer, swipe or close button). */
export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

/** `useSyncExternalStore` subscription to the toast list. */
export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts on screen, newest first (a stable array between changes). */
export function getToasts(): readonly ToastMessage[] {
  return toasts;
}

const noToasts: readonly ToastMessage[] = [];

/** Server and prerender snapshot: no toasts. */
export function getServerToasts(): readonly ToastMessage[] {
  return noToasts;
}
