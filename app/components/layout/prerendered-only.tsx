/**
 * Markup that lives in the prerendered HTML only: `children` render at build time, and the
 * browser keeps that HTML as it is (an empty `dangerouslySetInnerHTML` hydrates without
 * touching what the element holds, as the inlined stylesheet does in app/root.tsx). Pass the
 * children as `{import.meta.env.SSR && <Part />}`, so the browser bundle leaves `Part`'s code
 * out. Only for static HTML and CSS with no event handlers, in a part of the tree that never
 * remounts on the client (the root layout): mounted afresh in the browser, it is empty. Key it
 * by what its content depends on (the locale), so that a change drops it instead of leaving
 * stale words.
 */
export function PrerenderedOnly({ children }: { children: React.ReactNode }) {
  return import.meta.env.SSR ? (
    <div>{children}</div>
  ) : (
    <div suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />
  );
}
