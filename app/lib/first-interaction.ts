/**
 * Events that mean a person has started using the page: a pointer arriving or pressing, a
 * key, focus moving in, a touch. Lighthouse and crawlers send none of them, so code loaded on
 * them stays out of the first load (decision 008).
 */
const interactionEvents = ["pointerover", "pointerdown", "keydown", "focusin", "touchstart"];

/**
 * Calls `callback` once, with the first interaction event anywhere in the window (capture
 * phase, passive listeners), then removes its listeners.
 *
 * @returns a cleanup that removes the listeners if the event has not come yet.
 */
export function onFirstInteraction(callback: (event: Event) => void): () => void {
  const options = { capture: true, passive: true } as const;
  function handle(event: Event) {
    cleanup();
    callback(event);
  }
  function cleanup() {
    for (const type of interactionEvents) window.removeEventListener(type, handle, options);
  }
  for (const type of interactionEvents) window.addEventListener(type, handle, options);
  return cleanup;
}
