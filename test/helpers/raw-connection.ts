// A connection to a server that writes bytes as given, for the tests of what the server answers to a request
// no HTTP client would send: one whose body never ends, one that is not HTTP, one cut in two by a stop.
import { connect, type Socket } from 'node:net';

export interface RawConnection {
  socket: Socket;
  // Everything the server wrote back so far.
  received(): string;
  // performance.now() when the connection closed.
  closed: Promise<number>;
}

export function rawConnection(port: number, bytes: string): RawConnection {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now())));
  socket.write(bytes);
  return { socket, received: () => received, closed };
}

/** An answer's head and its JSON body. */
export function answerOf(received: string): { head: string; body: unknown } {
  const split = received.indexOf('\r\n\r\n');
  return { head: received.slice(0, split), body: JSON.parse(received.slice(split + 4)) };
}
