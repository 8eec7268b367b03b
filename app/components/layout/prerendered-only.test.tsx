import { render } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { PrerenderedOnly } from "./prerendered-only";

describe("PrerenderedOnly", () => {
  it("renders nothing of its own in the browser", () => {
    const { container } = render(<PrerenderedOnly>{null}</PrerenderedOnly>);
    expect(container.innerHTML).toBe("<div></div>");
  });

  it("keeps the prerendered HTML it hydrates over", async () => {
    const host = document.createElement("div");
    host.innerHTML = '<div><aside aria-label="Prerendered">Kept</aside></div>';
    document.body.append(host);
    await act(async () => {
      hydrateRoot(host, <PrerenderedOnly>{null}</PrerenderedOnly>);
    });
    expect(host.querySelector("aside")).toHaveTextContent("Kept");
    host.remove();
  });
});
