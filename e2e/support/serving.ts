import { expect } from "@playwright/test";

/**
 * Waits until a server the test started answers `url` with 200, polling for up to 30 s
 * (a build's server or nginx needs a moment to listen).
 *
 * @throws the poll's assertion error when it never answers 200 in time.
 */
export async function untilServing(url: string): Promise<void> {
  await expect
    .poll(
      () =>
        fetch(url).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
}
