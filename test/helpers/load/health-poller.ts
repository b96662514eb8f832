// GET /api/health every few milliseconds while a test does something to the server or its database, kept as
// (time, status, code) so that the test can say what health answered during each phase.
import { HttpUser } from './http-user.ts';

export interface HealthSample {
  startedAt: number;
  endedAt: number;
  // 0 when no answer came (the server was not listening).
  status: number;
  code?: string;
}

export function pollHealth(baseUrl: string, everyMs = 50): { stop(): Promise<HealthSample[]> } {
  const samples: HealthSample[] = [];
  const user = new HttpUser({ baseUrl, timeoutMs: 10_000 });
  let running = true;
  const loop = (async () => {
    while (running) {
      const { record } = await user.call('health', 'GET', '/api/health');
      samples.push({
        startedAt: record.startedAt,
        endedAt: record.endedAt,
        status: record.status,
        ...(record.code ? { code: record.code } : {}),
      });
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      user.close();
      return samples;
    },
  };
}
