import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContentImage } from "./content-image";

const photo = {
  src: "/assets/images/shop-abc-1280.jpg",
  widthPx: 1600,
  heightPx: 1200,
  srcSet: "/assets/images/shop-abc-320.jpg 320w, /assets/images/shop-abc-1280.jpg 1280w",
  sources: [
    { type: "image/avif", srcSet: "/assets/images/shop-abc-320.avif 320w" },
    { type: "image/webp", srcSet: "/assets/images/shop-abc-320.webp 320w" },
  ],
};

describe("ContentImage", () => {
  it("offers AVIF, then WebP, then the fallback, all with the slot's sizes and the file's own size", () => {
    const { container } = render(
      <ContentImage image={photo} alt="A shop front" sizes="100vw" isLargest={false} />,
    );
    const sources = [...container.querySelectorAll("picture > source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual([
      "image/avif",
      "image/webp",
    ]);
    for (const source of sources) expect(source.getAttribute("sizes")).toBe("100vw");
    const img = container.querySelector("picture > img");
    expect(img).toHaveAttribute("src", photo.src);
    expect(img).toHaveAttribute("srcset", photo.srcSet);
    expect(img).toHaveAttribute("sizes", "100vw");
    expect(img).toHaveAttribute("width", "1600");
    expect(img).toHaveAttribute("height", "1200");
    expect(img).toHaveAttribute("alt", "A shop front");
    expect(img).toHaveAttribute("loading", "lazy");
  });

  it("loads the page's largest image at once and first, and shows an SVG as a plain image", () => {
    const svg = {
      src: "/assets/images/retail-abc.svg",
      widthPx: 640,
      heightPx: 480,
      srcSet: "",
      sources: [],
    };
    const { container } = render(
      <ContentImage image={svg} alt="A chart" sizes="100vw" isLargest />,
    );
    expect(container.querySelector("picture")).toBeNull();
    const img = container.querySelector("img");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img).not.toHaveAttribute("srcset");
    expect(img).not.toHaveAttribute("sizes");
  });

  it("preloads the largest photo's AVIF from the head, where the page's scripts are, and no other", () => {
    const page = (isLargest: boolean) =>
      renderToString(
        <html lang="en">
          <head>
            <link rel="modulepreload" href="/assets/entry.client.js" />
          </head>
          <body>
            <ContentImage image={photo} alt="A shop front" sizes="100vw" isLargest={isLargest} />
          </body>
        </html>,
      );
    const largest = page(true);
    const head = largest.split("</head>")[0] ?? "";
    const preload = head.match(/<link rel="preload"[^>]*>/)?.[0] ?? "";
    expect(preload).toContain('as="image"');
    expect(preload).toContain('type="image/avif"');
    expect(preload).toContain(`imageSrcSet="${photo.sources[0]?.srcSet}"`);
    expect(preload).toContain('imageSizes="100vw"');
    expect(preload).toContain('fetchPriority="high"');
    expect(head.indexOf(preload)).toBeLessThan(head.indexOf("modulepreload"));
    expect(page(false)).not.toContain('rel="preload"');
  });
});
