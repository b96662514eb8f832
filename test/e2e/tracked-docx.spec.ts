// The Word download with tracked changes (docs/decisions/0046-word-tracked-changes.md): on a delivered job's
// page the client downloads a round as a .docx whose changes are Word's own insertions and deletions, by the
// writer, against the draft for round 1 and against round 1 for round 2.
import { readFile } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { Job } from '../../src/server/db/entities/job.ts';
import { JobDelivery } from '../../src/server/db/entities/job-delivery.ts';
import { wordCount } from '../../src/shared/domain/text.ts';
import { createCopywriter, createJob } from '../factories.ts';
import { docxPart } from '../helpers/docx-xml.ts';
import { collectErrors, expect, test } from './fixtures.ts';

const DRAFT = 'AI tools help small businesses write. They save time.\n\nBlogging builds trust with readers.';
const ROUND_1 =
  'Good tools help small shops write. They save hours.\n\nBlogging builds lasting trust with readers.';
const ROUND_2 = 'Good tools help small shops write.\n\nThey save hours. Blogging builds lasting trust.';

async function downloadTracked(page: Page): Promise<{ name: string; xml: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download with tracked changes (.docx)' }).click(),
  ]);
  const bytes = await readFile(await download.path());
  // Kept for a look in LibreOffice (converted to PDF, then PNG) when screenshots are asked for.
  if (process.env.SHOTS) await download.saveAs(`${process.env.SHOTS}/${download.suggestedFilename()}`);
  // A zip, as every .docx is.
  expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  return { name: download.suggestedFilename(), xml: docxPart(bytes) ?? '' };
}

test('the client downloads each round with the writer’s changes tracked', async ({ page, login, orm }) => {
  test.slow();
  const errors = collectErrors(page);
  const client = await login({ role: 'client' });
  const writerName = `Tracked Writer ${Date.now()}`;
  const copywriter = await createCopywriter(orm.em, 'approved', { name: writerName });
  const title = `Tracked changes ${Date.now()}`;
  const job = await createJob(orm.em, { client, copywriter, status: 'completed', title });
  const em = orm.em.fork();
  await em.nativeUpdate(
    Job,
    { id: job.id },
    { content: DRAFT, wordCount: wordCount(DRAFT), result: ROUND_1 },
  );
  await em.nativeUpdate(JobDelivery, { job: job.id, round: 1 }, { result: ROUND_1 });

  await page.goto(`/jobs/${job.id}`);
  const round1 = await downloadTracked(page);
  expect(round1.name).toBe(`${title} round 1 tracked changes.docx`);
  expect(round1.xml).toMatch(
    new RegExp(`<w:del w:id="\\d+" w:author="${writerName}" w:date="[^"]+"><w:r><w:delText`),
  );
  expect(round1.xml).toMatch(
    new RegExp(`<w:ins w:id="\\d+" w:author="${writerName}" w:date="[^"]+"><w:r><w:t`),
  );
  expect(round1.xml).toContain('<w:delText xml:space="preserve">AI</w:delText>');
  expect(round1.xml).toContain('<w:t xml:space="preserve"> lasting</w:t>');

  // A second round is compared with the first: the draft's words are no longer in it.
  await em.nativeUpdate(Job, { id: job.id }, { result: ROUND_2 });
  em.create(JobDelivery, { job: job.id, round: 2, result: ROUND_2, deliveredAt: new Date() });
  await em.flush();
  await page.reload();
  await expect(page.getByText('Round 2 of 2', { exact: false })).toBeVisible();
  const round2 = await downloadTracked(page);
  expect(round2.name).toBe(`${title} round 2 tracked changes.docx`);
  expect(round2.xml).toContain(`w:author="${writerName}"`);
  expect(round2.xml).not.toContain('>AI<');
  // The paragraph break moved: one paragraph mark inserted, one deleted.
  expect(round2.xml).toMatch(/<w:pPr><w:rPr><w:ins /);
  expect(round2.xml).toMatch(/<w:pPr><w:rPr><w:del /);

  // Off the button just clicked: a hovered light button is a shade darker than axe should judge.
  await page.mouse.move(0, 0);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
  expect(errors).toEqual([]);
});
