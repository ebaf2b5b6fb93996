/**
 * Starting and stopping the local stack's HTTP servers, one way for all of them (gateway, stand-ins, test servers).
 */
import type { Server } from 'node:http';

/** Listens on 127.0.0.1 (port 0 picks a free one); rejects when the port is taken. */
export function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Stops accepting connections and ends the open ones, keep-alive included (a browser's or fetch's idle sockets
 * would otherwise hold `close` open for seconds); resolves once the server has closed.
 */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}
