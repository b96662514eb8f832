// The audit log (docs/decisions/0038): entries written in the action's transaction, read newest first by who
// acted and by the account concerned, and refused any change by the database itself.
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import { recordAudit } from './audit-log.ts';

const t = setupTestApp();

describe('the audit log', () => {
  it('lists entries newest first, by actor and by the account concerned, with the address of the request', async () => {
    const { user: admin, cookie } = await t.restLogin('admin');
    const [writer, client] = [await createUser(t.em, { role: 'copywriter' }), await createUser(t.em)];
    const fork = t.em;
    recordAudit(fork, { action: 'copywriter.approved', actor: admin, subject: writer });
    await fork.flush();
    recordAudit(fork, {
      action: 'password.changed',
      actor: client,
      subject: client,
      detail: 'From /account',
    });
    await fork.flush();

    const all = await t.rest({ method: 'GET', url: '/api/admin/audit', cookie, remoteAddress: '10.9.0.1' });
    expect(all.status).toBe(200);
    expect((all.body as Array<{ action: string }>).map((entry) => entry.action)).toEqual([
      'password.changed',
      'copywriter.approved',
    ]);
    const byActor = await t.rest({ method: 'GET', url: `/api/admin/audit?actor=${admin.id}`, cookie });
    expect(byActor.body).toEqual([
      expect.objectContaining({
        action: 'copywriter.approved',
        actor: { id: admin.id, name: admin.name },
        subject: { id: writer.id, name: writer.name },
        target: null,
        // Recorded outside a request: no address.
        ip: null,
      }),
    ]);
    const aboutClient = await t.rest({ method: 'GET', url: `/api/admin/audit?target=${client.id}`, cookie });
    expect((aboutClient.body as Array<{ detail: string }>).map((entry) => entry.detail)).toEqual([
      'From /account',
    ]);
  });

  it('is for admins only, and refuses bad filters with 400', async () => {
    const { cookie } = await t.restLogin('client');
    expect((await t.rest({ method: 'GET', url: '/api/admin/audit', cookie })).status).toBe(403);
    const admin = await t.restLogin('admin');
    for (const query of ['actor=abc', 'target=-1', 'actor=1.5', `target=${'9'.repeat(40)}`]) {
      const answer = await t.rest({ method: 'GET', url: `/api/admin/audit?${query}`, cookie: admin.cookie });
      expect([query, answer.status]).toEqual([query, 400]);
    }
  });

  it('cannot be changed or removed, even by SQL run straight at the database', async () => {
    const actor = await createUser(t.em);
    const fork = t.em;
    recordAudit(fork, { action: 'account.deleted', actor, subject: actor });
    await fork.flush();
    const connection = fork.getConnection();
    await expect(connection.execute(`update audit_entries set detail = 'edited'`)).rejects.toThrow(
      /audit entries are never changed or removed/,
    );
    await expect(connection.execute('delete from audit_entries')).rejects.toThrow(
      /audit entries are never changed or removed/,
    );
    expect(await connection.execute('select count(*)::int as n from audit_entries')).toEqual([{ n: 1 }]);
  });
});
