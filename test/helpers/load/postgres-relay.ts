// A TCP relay in front of PostgreSQL that can cut a connection the moment its client sends a given statement, as
// a database that goes away mid-transaction does: the statement is never answered and the socket closes.
import net from 'node:net';

export interface PostgresRelay {
  // The database URL with the relay's port in place of the database's.
  url: string;
  // The next connection that sends this statement (its exact text) is cut there; undefined: none.
  cutAt(statement: string | undefined): void;
  close(): Promise<void>;
}

export async function startPostgresRelay(databaseUrl: string): Promise<PostgresRelay> {
  const target = new URL(databaseUrl);
  let cut: Buffer | undefined;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    sockets.add(client).add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', () => sockets.delete(client));
    upstream.on('close', () => sockets.delete(upstream));
    client.on('error', end);
    upstream.on('error', end);
    client.on('close', end);
    upstream.on('close', end);
    upstream.pipe(client);
    client.on('data', (chunk: Buffer) => {
      // A statement's text ends with a NUL in both the simple (Q) and the extended (P) protocol.
      if (cut && chunk.includes(cut)) {
        cut = undefined;
        end();
        return;
      }
      upstream.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(address.port);
  return {
    url: url.toString(),
    cutAt(statement) {
      cut = statement === undefined ? undefined : Buffer.from(`${statement}\0`);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
