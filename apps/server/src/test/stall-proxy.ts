/**
 * A TCP proxy in front of a server that a test can stall: connections are still accepted (a frozen
 * host's kernel still completes the handshake), but no byte and no close goes through either way
 * until `resume()`, when what waited is delivered in order.
 */
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

export interface StallProxy {
  port: number;
  stall(): void;
  resume(): void;
  close(): Promise<void>;
}

export async function startStallProxy(targetHost: string, targetPort: number): Promise<StallProxy> {
  let isStalled = false;
  /** What waits for the end of the stall: writes and closes, in the order they came. */
  let waiting: (() => void)[] = [];
  const sockets = new Set<Socket>();
  const forward = (action: () => void) => (isStalled ? waiting.push(action) : action());
  const join = (from: Socket, to: Socket) => {
    from.on('data', (chunk: Buffer) => forward(() => to.write(chunk)));
    from.on('end', () => forward(() => to.end()));
    from.on('close', () => forward(() => to.destroy()));
    from.on('error', () => undefined);
  };
  const server = createServer((client) => {
    const upstream = connect(targetPort, targetHost);
    sockets.add(client).add(upstream);
    client.on('close', () => sockets.delete(client));
    upstream.on('close', () => sockets.delete(upstream));
    join(client, upstream);
    join(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    stall() {
      isStalled = true;
    },
    resume() {
      isStalled = false;
      const actions = waiting;
      waiting = [];
      for (const action of actions) action();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
