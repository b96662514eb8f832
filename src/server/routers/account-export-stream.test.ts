// The account export is written as it is read (issue 28, finding 4): the answer streams in chunks, and every
// long list is read a page at a time, so that an account with a great deal of work never has its whole export
// in the server's memory at once.
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import type { AccountExport } from '../../shared/schemas/account-data.ts';
import { Job } from '../db/entities/job.ts';
import { EXPORT_PAGE_SIZE } from '../services/account-export.ts';

const t = setupTestApp();

describe('GET /api/account/export of a busy account', () => {
  it('streams the document and reads its jobs a page at a time', async () => {
    const user = await createUser(t.em);
    const em = t.em;
    const jobs = EXPORT_PAGE_SIZE * 2 + 7;
    for (let i = 0; i < jobs; i += 1) {
      em.create(Job, {
        client: user,
        title: `Job ${i}`,
        content: `Some AI text number ${i} that needs a human touch.`,
        serviceType: 'rewrite',
        writingStyle: 'Professional',
        wordCount: 10,
        status: 'quote',
      });
    }
    await em.flush();
    const cookie = await t.restLoginAs(user);

    let response: Awaited<ReturnType<typeof t.rest>> | undefined;
    const statements = await t.statementsDuring(async () => {
      response = await t.rest({ method: 'GET', url: '/api/account/export', cookie });
    });
    expect(response!.status).toBe(200);
    // Sent as it is written: no length known in advance.
    expect(response!.headers['content-length']).toBeUndefined();
    expect(response!.headers['transfer-encoding']).toBe('chunked');
    expect(response!.headers['content-disposition']).toMatch(/^attachment; filename="humanise-export-/);
    const body = response!.body as AccountExport;
    expect(body.profile.email).toBe(user.email);
    expect(body.jobsAsClient.map((job) => job.title)).toEqual(
      Array.from({ length: jobs }, (_, i) => `Job ${i}`),
    );
    const jobReads = statements.filter((sql) => /from "jobs" as "j0"/.test(sql) && /"client_id"/.test(sql));
    expect(jobReads.length, statements.join('\n')).toBe(3);
  });
});
