import net from "node:net";

/** A TCP relay to PostgreSQL that can be cut (every connection ended, new ones refused) and restored. */
export async function startCuttableProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  let isCut = false;
  const server = net.createServer((client) => {
    if (isCut) return client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    // One side ended or reset ends the other, as the network would tell the app: pipe() alone
    // leaves the app's side open after an upstream reset, and its query then waits for a timeout.
    const pair = [client, upstream];
    for (const socket of pair) {
      sockets.add(socket);
      socket.on("close", () => {
        sockets.delete(socket);
        for (const other of pair) other.destroy();
      });
      socket.on("error", () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port)),
  );
  return {
    port,
    cut() {
      isCut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      isCut = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
