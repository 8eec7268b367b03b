import { createServer } from "node:net";

/**
 * A TCP port that is free on 127.0.0.1 right now: the operating system picks it for a
 * listener that is closed at once. For the servers the tests and the benchmark start.
 *
 * @returns the port number.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
