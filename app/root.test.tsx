import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./root";

function Broken(): React.ReactNode {
  throw new Error("Chart data is missing");
}

describe("root ErrorBoundary", () => {
  it("shows React Router's default wording with the message in italics (spec section 8)", async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const Stub = createRoutesStub([{ path: "/", Component: Broken, ErrorBoundary }]);
    render(<Stub />);
    expect(
      await screen.findByRole("heading", { name: "Unexpected Application Error!" }),
    ).toBeInTheDocument();
    const message = screen.getByRole("heading", { name: "Chart data is missing" });
    expect(message).toHaveClass("italic");
  });
});
