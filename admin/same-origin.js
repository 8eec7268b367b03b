// Keeps Sveltia CMS on this origin. Runs before the editor's script and answers, from here,
// what it would otherwise fetch from elsewhere:
// - its three fonts (declared with jsDelivr URLs in a <style> it adds to <head>) come from
//   vendor/fonts/, copied from the @fontsource packages: the URLs are rewritten as the
//   <style> is inserted, before the browser lays out a letter;
// - its version check (unpkg.com/@sveltia/cms/package.json) gets the copy served beside it,
//   so it sees no newer version (upgrades go through package.json and npm instead);
// - its UI translations (unpkg.com/@sveltia/cms@<version>/locales/<lang>.json) get the copies
//   from the npm package;
// - GitHub's status page (githubstatus.com) gets "no incident": the banner it feeds is lost.
(() => {
  const vendor = new URL("vendor/", document.currentScript.src).href;
  const fontUrl =
    /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([\w-]+)(?::vf)?@[\d.]+\/([\w-]+\.woff2)/g;
  const localFonts = (css) =>
    css.replace(fontUrl, (_, family, file) => `${vendor}fonts/${family}-${file}`);
  new MutationObserver((records) => {
    for (const { addedNodes } of records) {
      for (const node of addedNodes) {
        if (node instanceof HTMLStyleElement && node.textContent.includes("cdn.jsdelivr.net")) {
          node.textContent = localFonts(node.textContent);
        }
      }
    }
  }).observe(document.head, { childList: true });

  const cms = "https://unpkg.com/@sveltia/cms";
  const fetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url === `${cms}/package.json`) return fetch(`${vendor}package.json`, init);
    const locale = url.match(
      /^https:\/\/unpkg\.com\/@sveltia\/cms@[^/]+\/locales\/([\w-]+\.json)$/,
    );
    if (locale) return fetch(`${vendor}locales/${locale[1]}`, init);
    if (url === "https://www.githubstatus.com/api/v2/status.json") {
      return Promise.resolve(Response.json({ status: { indicator: "none" } }));
    }
    return fetch(input, init);
  };
})();
