// Keeps the editor out of frames. The editor runs with the owner's live session (her GitHub
// token in this origin's storage), so a page that framed it could trick her into clicks she
// did not mean (clickjacking). Hosts that send headers refuse frames already
// (`frame-ancestors 'none'` and `X-Frame-Options: DENY`); GitHub Pages sends none, and a
// <meta> policy cannot carry frame-ancestors (CSP3 §6.4.2). So this, the page's first script,
// runs before the editor's: in a frame it stops the page from loading (the parser never reaches
// the editor's scripts) and shows a link that opens the editor in its own tab.
(() => {
  if (window.top === window.self) return;
  window.stop();
  const body = document.createElement("body");
  const paragraph = (text) => {
    const element = document.createElement("p");
    element.textContent = text;
    return element;
  };
  const link = document.createElement("a");
  link.href = window.location.href;
  link.target = "_blank";
  link.rel = "noopener noreferrer";
  link.textContent = "Open the editor in its own tab / Abrir el editor en su propia pestaña";
  body.append(
    paragraph("The content editor does not open inside another page."),
    paragraph("El editor de contenido no se abre dentro de otra página."),
    link,
  );
  document.documentElement.append(body);
})();
