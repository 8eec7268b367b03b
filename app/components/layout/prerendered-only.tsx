/**
 * Markup that lives in the prerendered HTML only: `children` render at build time, and the
 * browser keeps that HTML as it is (an empty `dangerouslySetInnerHTML` hydrates without
 * touching what the element holds, as the inlined stylesheet does in app/root.tsx). Pass the
 * children as `{import.meta.env.SSR && <Part />}`, so the browser bundle leaves `Part`'s code
 * out. Only for static HTML and CSS with no event handlers, in a part of the tree that never
 * remounts on the client (the root layout), whose content changes only with the locale, which
 * only a full page load changes (the language switcher's plain links).
 */
export function PrerenderedOnly({ children }: { children: React.ReactNode }) {
  return import.meta.env.SSR ? (
    <div>{children}</div>
  ) : (
    <div suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />
  );
}
