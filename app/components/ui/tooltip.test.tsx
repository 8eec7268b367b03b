import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Tooltip } from "./tooltip";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A mouse pointer moving onto `element` (Radix opens tooltips on pointermove, not touch). */
function pointAt(element: HTMLElement) {
  fireEvent.pointerMove(element, { pointerType: "mouse" });
}

function renderTwoTooltips() {
  return render(
    <>
      <Tooltip content="Copy phone number">
        <button type="button">Phone</button>
      </Tooltip>
      <Tooltip content="Copy address">
        <button type="button">Address</button>
      </Tooltip>
    </>,
  );
}

describe("Tooltip timing (spec sections 4 and 9)", () => {
  it("opens after 700 ms of hover, not before", () => {
    renderTwoTooltips();
    pointAt(screen.getByRole("button", { name: "Phone" }));
    act(() => vi.advanceTimersByTime(650));
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Copy phone number");
  });

  it("opens again at once within the 300 ms skip delay, and with the delay after it", () => {
    renderTwoTooltips();
    const phone = screen.getByRole("button", { name: "Phone" });
    pointAt(phone);
    act(() => vi.advanceTimersByTime(710));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Copy phone number");
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(200));
    fireEvent.pointerLeave(phone, { pointerType: "mouse" });
    pointAt(phone);
    act(() => vi.advanceTimersByTime(10));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Copy phone number");

    fireEvent.keyDown(document.body, { key: "Escape" });
    act(() => vi.advanceTimersByTime(400));
    pointAt(screen.getByRole("button", { name: "Address" }));
    act(() => vi.advanceTimersByTime(10));
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(700));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Copy address");
  });
});
