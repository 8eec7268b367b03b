import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { notify } from "./notify";
import { Sonner } from "./sonner";
import { Toaster } from "./toaster";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("notify.problem (Radix toast region)", () => {
  it("keeps one toast at a time and closes it after 5 s", () => {
    render(<Toaster />);
    act(() => {
      notify.problem("First problem");
      notify.problem("Second problem");
    });
    expect(screen.queryByText("First problem")).not.toBeInTheDocument();
    expect(screen.getByText("Second problem")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4_900));
    expect(screen.getByText("Second problem")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText("Second problem")).not.toBeInTheDocument();
  });
});

describe("notify.success (Sonner)", () => {
  it("shows at most 3 toasts at once", () => {
    render(<Sonner />);
    act(() => {
      for (const n of [1, 2, 3, 4]) notify.success(`Copied ${n}`);
    });
    act(() => vi.advanceTimersByTime(10));
    expect(document.querySelectorAll("[data-sonner-toast]")).toHaveLength(4);
    const visible = document.querySelectorAll("[data-sonner-toast][data-visible='true']");
    expect(visible).toHaveLength(3);
  });

  it("closes a toast after 4 s", () => {
    render(<Sonner />);
    act(() => notify.success("Copied once"));
    act(() => vi.advanceTimersByTime(3_900));
    expect(screen.getByText("Copied once")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText("Copied once")).not.toBeInTheDocument();
  });
});
