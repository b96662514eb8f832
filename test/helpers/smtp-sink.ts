// A real SMTP server for the tests (the smtp-server package), which parses every email it accepts with
// mailparser. It can be stopped and started again on the same port, so that a test can make the app's SMTP
// connections fail and then succeed.
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../src/server/db/embedded-postgres.ts';

export interface ReceivedEmail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string | undefined;
  // A header as it was sent, unfolded (mailparser regroups some, such as List-*, into objects).
  header(name: string): string | undefined;
  parsed: ParsedMail;
}

export interface SmtpSink {
  readonly url: string;
  readonly port: number;
  readonly received: ReceivedEmail[];
  start(): Promise<void>;
  stop(): Promise<void>;
  /** The emails to one address, waiting up to `timeoutMs` for at least `count` of them. */
  waitFor(
    predicate: (email: ReceivedEmail) => boolean,
    count?: number,
    timeoutMs?: number,
  ): Promise<ReceivedEmail[]>;
  clear(): void;
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((entry) => entry.value.map((value) => value.address ?? '')).filter(Boolean);
}

export async function createSmtpSink(): Promise<SmtpSink> {
  const port = await freePort();
  const received: ReceivedEmail[] = [];
  let server: SMTPServer | undefined;

  const sink: SmtpSink = {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((parsed) => {
              received.push({
                to: addresses(parsed.to),
                subject: parsed.subject ?? '',
                text: parsed.text ?? '',
                html: typeof parsed.html === 'string' ? parsed.html : '',
                messageId: parsed.messageId,
                header(name) {
                  const line = parsed.headerLines.find((entry) => entry.key === name.toLowerCase())?.line;
                  return line
                    ?.slice(line.indexOf(':') + 1)
                    .replace(/\r?\n\s+/g, ' ')
                    .trim();
                },
                parsed,
              });
              callback();
            })
            .catch((error: Error) => callback(error));
        },
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, '127.0.0.1', () => resolve());
      });
    },
    async stop() {
      const running = server;
      server = undefined;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
    async waitFor(predicate, count = 1, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const matching = received.filter(predicate);
        if (matching.length >= count) return matching;
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} matching emails within ${timeoutMs} ms, got ${matching.length}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    clear() {
      received.length = 0;
    },
  };
  return sink;
}
