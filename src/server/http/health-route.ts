// GET /api/health: 200 while the database answers, 503 when it is out of reach, for a load balancer. It never
// waits its turn among the API's requests (http/admission.ts).
import type { FastifyInstance } from 'fastify';
import { databaseHealth } from '../db/database-health.ts';
import { AppError } from '../errors.ts';

export async function healthRoute(scope: FastifyInstance, options: { databaseUrl: string }) {
  const health = databaseHealth(options.databaseUrl);
  scope.addHook('onClose', () => health.close());
  scope.get('/api/health', async () => {
    if (await health.check()) return { status: 'ok' };
    throw new AppError('UNAVAILABLE', 'The database is unreachable');
  });
}
