import { useSyncExternalStore } from "react";
import { singleToastDefaults } from "./ui-defaults";

/** A message in the Radix toast region. */
export interface ProblemToast {
  id: number;
  title: string;
}

/** Whether any message was sent yet, and the Radix region's messages, newest first. */
interface NotifyState {
  requested: boolean;
  problems: readonly ProblemToast[];
}

const initialState: NotifyState = { requested: false, problems: [] };
let state = initialState;
let nextId = 1;
const listeners = new Set<() => void>();

function setState(next: NotifyState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a message has been sent, so the toast regions must be on the page (`AppProviders`). */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => state.requested,
    () => initialState.requested,
  );
}

/**
 * The messages of the Radix toast region, newest first, for the `Toaster` component: at most
 * `singleToastDefaults.limit` (1), so a new one replaces the one on screen (docs/requirements.md R18).
 */
export function useProblemToasts(): readonly ProblemToast[] {
  return useSyncExternalStore(
    subscribe,
    () => state.problems,
    () => initialState.problems,
  );
}

/** Removes a message from the Radix region once it has closed (timer, swipe or close button). */
export function dismissProblem(id: number): void {
  setState({ ...state, problems: state.problems.filter((problem) => problem.id !== id) });
}

/**
 * Forgets every message and that any was sent, as a new page load does. For tests, which share
 * this module's state: app/test/setup-components.ts calls it after each one.
 */
export function resetNotifications(): void {
  setState(initialState);
}

/**
 * The one notification API the app calls
 * (docs/decisions/032-one-notify-api-toast-regions-on-first-use.md). The first message brings
 * the toast regions onto the page (`AppProviders` loads them); a message sent before they
 * have mounted shows as they do.
 *
 * - `success`: a brief confirmation ("Phone number copied"), in the Sonner stack (3 visible,
 *   4 s), so two quick copies both show. Sonner keeps it until its toaster subscribes.
 * - `problem`: something the visitor must act on ("select the text and copy it instead"), in
 *   the Radix region (one at a time, 5 s), so a repeated failure is not stacked.
 */
export const notify = {
  success(message: string): void {
    setState({ ...state, requested: true });
    void import("sonner").then(({ toast }) => toast.success(message));
  },
  problem(message: string): void {
    const problem = { id: nextId++, title: message };
    setState({
      requested: true,
      problems: [problem, ...state.problems].slice(0, singleToastDefaults.limit),
    });
  },
};
