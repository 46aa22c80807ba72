import type http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Starts `server` on a free loopback port: its base address, and a close that also cuts the
 * connections still open (an imitation told to hang keeps one).
 */
export async function listenOnLoopback(
  server: http.Server,
): Promise<{ url: string; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
