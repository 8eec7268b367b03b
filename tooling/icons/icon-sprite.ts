import type { LucideIcon } from "lucide-react";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { parseFragment, serializeOuter } from "parse5";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { iconComponents } from "./icon-set.ts";

/** The app's source folder. */
const appDir = path.resolve(import.meta.dirname, "../../app");

/** Where the sprite lives; `Icon` imports it as a hashed asset URL. */
export const spritePath = path.join(appDir, "assets/icons.svg");

/**
 * An SVG sprite with one `<symbol id="<name>" viewBox="0 0 24 24">` per icon, holding the
 * shapes lucide-react draws for it (rendered with react-dom/server, children taken with
 * parse5), in the order given. Stroke and fill come from the `<svg>` that uses it.
 *
 * @param icons - icon name → lucide-react component, e.g. `iconComponents` of icon-set.ts.
 * @throws Error when a component does not render a single `<svg>`.
 */
export function iconSprite(icons: Readonly<Record<string, LucideIcon>>): string {
  const symbols = Object.entries(icons).map(([name, component]) => {
    const [svg] = parseFragment(renderToStaticMarkup(createElement(component))).childNodes;
    if (!svg || !("tagName" in svg) || svg.tagName !== "svg") {
      throw new Error(`icon-sprite: ${name} did not render an <svg>`);
    }
    const shapes = svg.childNodes.map((node) => serializeOuter(node)).join("");
    return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (import.meta.main) {
  await writeFile(spritePath, iconSprite(iconComponents));
  console.warn(`Wrote ${path.relative(process.cwd(), spritePath)}`);
}
