import type { Server, ServerResponse } from 'node:http';

/** How often idle keep-alive connections are closed while the server drains. */
const SWEEP_MS = 100;

/**
 * Stops accepting connections and resolves once every request being served has been answered and
 * its connection closed, or once `graceMs` has passed, when the connections left are cut. Node's
 * `server.close()` alone closes the connections idle at that moment only: a keep-alive client (a
 * load balancer) would go on sending requests on the others. So answers given from now on close
 * their connection, and connections that fall idle are closed as they do.
 */
export function closeGracefully(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    server.on('request', (_req, res: ServerResponse) => {
      if (!res.headersSent) res.setHeader('connection', 'close');
    });
    const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}
