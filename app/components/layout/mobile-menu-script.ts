/**
 * What the mobile menu needs before (or without) React: choosing a link (the logo included),
 * going Back and widening the window until the header shows its full navigation (its menu
 * button is then no longer drawn: app/lib/header-fit.ts) close the menu; in browsers without
 * invoker commands (Safari before 26.2, Firefox before 144) the buttons open and close it. The
 * root layout inlines this function's source, called with the menu's id, at the end of every
 * prerendered page (allowed by the page's CSP hash), so it runs before hydration and React
 * never creates it on the client; on a page that ships no React it is what makes the menu
 * work in those browsers (docs/decisions/058-reading-pages-ship-no-script.md). It must stay self-contained: it is run from its source text.
 *
 * @param menuId - the id of the menu's `<dialog>`; the toggles name it in `commandfor`.
 */
export function wireMobileMenu(menuId: string): void {
  const menu = document.getElementById(menuId);
  if (!(menu instanceof HTMLDialogElement)) return;
  const close = () => {
    if (menu.open) menu.close();
  };
  menu.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a")) close();
  });
  addEventListener("popstate", close);
  addEventListener("resize", () => {
    const opener = document.querySelector(`button[commandfor="${menuId}"][command="show-modal"]`);
    if (menu.open && opener?.getClientRects().length === 0) close();
  });
  if ("commandForElement" in HTMLButtonElement.prototype) return;
  document.addEventListener("click", (event) => {
    const toggle =
      event.target instanceof Element
        ? event.target.closest(`button[commandfor="${menuId}"]`)
        : null;
    if (!toggle) return;
    if (toggle.getAttribute("command") === "show-modal") menu.showModal();
    else close();
  });
}
