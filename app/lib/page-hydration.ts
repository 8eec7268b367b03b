/**
 * What a route module says about its page's scripts, as its `handle` export (React Router's
 * per-route value, read by the root layout through `useMatches()`). A page that is only read
 * opts out of hydration in one line:
 *
 * ```ts
 * export const handle = { hydrate: false } satisfies PageHandle;
 * ```
 *
 * Its prerendered HTML then carries none of React's or React Router's scripts
 * (docs/decisions/058-reading-pages-ship-no-script.md).
 */
export interface PageHandle {
  /** `false`: the page is complete HTML and never hydrates. Missing means it hydrates. */
  hydrate?: boolean;
}

/**
 * Whether the page of these route matches hydrates: yes, unless one of its routes has a
 * `handle` with `hydrate: false` ({@link PageHandle}).
 *
 * @param matches - the matched routes, root first, as `useMatches()` returns them.
 */
export function pageHydrates(matches: readonly { handle: unknown }[]): boolean {
  return !matches.some(
    (match) =>
      typeof match.handle === "object" &&
      match.handle !== null &&
      (match.handle as PageHandle).hydrate === false,
  );
}
