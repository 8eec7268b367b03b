import { describe, expect, it } from "vitest";
import { fragmentTargets, referencesOf, srcsetUrls } from "./links.ts";

describe("srcsetUrls", () => {
  it("takes each candidate's URL, descriptors and commas aside", () => {
    expect(srcsetUrls("/a-320.avif 320w, /a-640.avif 640w,/a.avif 2x")).toEqual([
      "/a-320.avif",
      "/a-640.avif",
      "/a.avif",
    ]);
    expect(srcsetUrls("/a,b.png 1x, /c.png")).toEqual(["/a,b.png", "/c.png"]);
    expect(srcsetUrls("  ")).toEqual([]);
  });
});

describe("referencesOf", () => {
  it("lists internal links and every image URL, each with a selector of its element", () => {
    const html = `<main id="main">
      <a href="/x#part">x</a><a href="/x#part">again</a>
      <a href="https://elsewhere.example/">out</a><a href="tel:+1">call</a>
      <picture><source srcset="/p-1.webp 1x, /p-2.webp 2x"><img src="/p.png" alt=""></picture>
      <a href='/say "hi"'>quote</a></main>`;
    expect(
      referencesOf(html, "http://127.0.0.1:8080/page").map(({ kind, element }) => [kind, element]),
    ).toEqual([
      ["link", 'a[href="/x#part"]'],
      ["image", 'source[srcset*="/p-1.webp"]'],
      ["image", 'source[srcset*="/p-2.webp"]'],
      ["image", 'img[src="/p.png"]'],
      ["link", 'a[href="/say \\"hi\\""]'],
    ]);
  });

  it("knows the ids and anchor names a fragment may point at", () => {
    expect(fragmentTargets('<h2 id="about">A</h2><a name="old"></a><p name="no"></p>')).toEqual(
      new Set(["about", "old"]),
    );
  });
});
