// Which of the calls that got no answer the server had actually taken. A request written onto a kept-alive
// connection at the instant the server closes it is cut off before the server reads it: to the client it looks
// like any broken connection, yet the server never had it (a client retries such a request). The server's own
// log tells the two apart: Fastify logs "incoming request" with the client's port for every request it reads.
import type { CallRecord } from './http-user.ts';

interface LoggedRequest {
  msg?: string;
  req?: { method?: string; url?: string; remotePort?: number };
}

const keyOf = (port: number | undefined, method: string | undefined, path: string | undefined) =>
  `${port} ${method} ${path}`;

export interface Acceptance {
  // The unanswered calls the server had read: an "incoming request" line it logged (LOG_LEVEL info) that no
  // answered call on the same connection, method and path accounts for.
  acceptedButUnanswered: CallRecord[];
  // Answered calls the log does not show: the classification only holds when this is 0.
  answeredButNotLogged: number;
}

export function classifyUnanswered(records: CallRecord[], serverLog: string): Acceptance {
  const taken = new Map<string, number>();
  for (const line of serverLog.split('\n')) {
    if (!line.includes('"incoming request"')) continue;
    let entry: LoggedRequest;
    try {
      entry = JSON.parse(line) as LoggedRequest;
    } catch {
      continue;
    }
    const key = keyOf(entry.req?.remotePort, entry.req?.method, entry.req?.url);
    taken.set(key, (taken.get(key) ?? 0) + 1);
  }
  let answeredButNotLogged = 0;
  for (const record of records) {
    if (record.outcome !== 'answered') continue;
    const key = keyOf(record.localPort, record.method, record.path);
    const left = (taken.get(key) ?? 0) - 1;
    if (left < 0) answeredButNotLogged += 1;
    taken.set(key, Math.max(0, left));
  }
  const acceptedButUnanswered = records.filter((record) => {
    if (record.outcome !== 'failed') return false;
    // A call whose connection never opened (no port) was never read by the server.
    if (!record.localPort) return false;
    return (taken.get(keyOf(record.localPort, record.method, record.path)) ?? 0) > 0;
  });
  return { acceptedButUnanswered, answeredButNotLogged };
}
