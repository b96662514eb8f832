// The report each delivered round carries, read over REST (docs/decisions/0045): against the draft for round 1,
// against round 1 for round 2.
import { describe, expect, it } from 'vitest';
import { createCopywriter, createJob, createUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import { roundReport } from '../../shared/domain/round-report.ts';
import type { JobDetailDto } from '../../shared/schemas/jobs.ts';

const t = setupTestApp();

const DRAFT =
  "In today's fast-paced world, it's important to note that businesses must navigate the complexities of a market which, owing to a considerable number of intertwined factors, is continuously evolving.";
const FIRST = "Markets change fast. It's important to note that businesses must keep up.";
const SECOND = 'Markets change fast. Businesses must keep up.';

describe('the round report', () => {
  it('is stored with each delivery and read as versions[].report, the second against the first', async () => {
    const client = await createUser(t.em);
    const writer = await createCopywriter(t.em, 'approved');
    const job = await createJob(t.em, { client, copywriter: writer, status: 'in_progress', content: DRAFT });
    const writerCookie = await t.restLoginAs(writer);
    const clientCookie = await t.restLoginAs(client);
    const submit = (result: string) =>
      t.rest({
        method: 'POST',
        url: `/api/copywriter/submit-work/${job.id}`,
        payload: { result },
        cookie: writerCookie,
      });

    expect((await submit(FIRST)).status).toBe(200);
    const revision = await t.rest({
      method: 'POST',
      url: `/api/jobs/${job.id}/request-revision`,
      payload: { reason: 'Please make it shorter still.' },
      cookie: clientCookie,
    });
    expect(revision.status).toBe(200);
    expect((await submit(SECOND)).status).toBe(200);

    const response = await t.rest({ method: 'GET', url: `/api/jobs/${job.id}`, cookie: clientCookie });
    expect(response.status).toBe(200);
    const [one, two] = (response.body as JobDetailDto).versions;
    expect(one!.report).toEqual(roundReport(DRAFT, FIRST));
    expect(one!.report).toMatchObject({ wordsAfter: 12 });
    expect(one!.report!.readability.after).toBeGreaterThan(one!.report!.readability.before);
    expect(one!.report!.aiPhrasesRemoved).toEqual(
      expect.arrayContaining(["in today's fast-paced world", 'navigate the complexities']),
    );
    expect(one!.report!.aiPhrasesRemoved).not.toContain("it's important to note");
    // Round 2's before is round 1, not the draft.
    expect(two!.report).toEqual(roundReport(FIRST, SECOND));
    expect(two!.report).toMatchObject({
      wordsBefore: 12,
      wordsAfter: 7,
      aiPhrasesRemoved: ["it's important to note"],
    });
  });

  it('is in the OpenAPI document', async () => {
    const response = await t.rest({ method: 'GET', url: '/api/openapi.json' });
    expect(response.status).toBe(200);
    expect(JSON.stringify(response.body)).toContain('aiPhrasesRemoved');
  });
});
