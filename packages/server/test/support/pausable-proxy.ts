import { createServer, type Server, Socket } from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that can stop forwarding, both ways, as a database that is
 * paused (or a network that drops packets) does: connections stay open, nothing answers. What
 * arrived meanwhile is delivered on `resume`.
 */
export async function pausableProxy(target: { host: string; port: number }) {
  let paused = false;
  const held: (() => void)[] = [];
  const sockets = new Set<Socket>();
  const forward = (from: Socket, to: Socket) =>
    from.on('data', (chunk) => {
      if (paused) held.push(() => to.write(chunk));
      else to.write(chunk);
    });
  const server: Server = createServer((client) => {
    const upstream = new Socket();
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    forward(client, upstream);
    forward(upstream, client);
    upstream.connect(target.port, target.host);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    pause() {
      paused = true;
    },
    resume() {
      paused = false;
      for (const deliver of held.splice(0)) deliver();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      // Closed once by a test, again after all: the second finds nothing to do.
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}
