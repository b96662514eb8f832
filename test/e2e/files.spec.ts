// Files in and out, in the browser: a client's Word document fills the submission form and is submitted as
// text; a file that cannot be used says why and leaves the form alone; a copywriter uploads their work; the
// delivered text downloads as a Word document and as text.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { Document, HeadingLevel, LevelFormat, Packer, Paragraph } from 'docx';
import mammoth from 'mammoth';
import { Job } from '../../src/server/db/entities/job.ts';
import { wordCount } from '../../src/shared/domain/text.ts';
import { FILE_MESSAGES, readTextFile } from '../../src/web/lib/files/read-text-file.ts';
import { wordCountLabel } from '../../src/web/lib/job-display.ts';
import { createCopywriter, createJob, DEFAULT_PASSWORD } from '../factories.ts';
import { expect, fillLogin, test, toast } from './fixtures.ts';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const DRAFT = 'A draft that was pasted before any file was tried, and must stay as it is.';
const VOCABULARY = [
  'content',
  'readers',
  'trust',
  'small',
  'business',
  'stories',
  'honest',
  'weekly',
  'helps',
];

/** `count` words of plain prose, each sentence of eight words. */
function prose(count: number, offset = 0): string {
  const words = Array.from({ length: count }, (_, index) => VOCABULARY[(index + offset) % VOCABULARY.length]);
  return words
    .map((word, index) => (index % 8 === 0 ? `${word?.[0]?.toUpperCase()}${word?.slice(1)}` : word))
    .map((word, index) => (index % 8 === 7 || index === count - 1 ? `${word}.` : word))
    .join(' ');
}

/**
 * A Word document of exactly 2,000 words with headings, a bulleted and a numbered list, made with the docx
 * package as Word would store it, and the text the form should show for it.
 */
async function longDocument(): Promise<{ file: Buffer; text: string; words: number }> {
  const numbering = {
    config: [{ reference: 'steps', levels: [{ level: 0, format: LevelFormat.DECIMAL, text: '%1.' }] }],
  };
  const children: Paragraph[] = [];
  const lines: string[] = [];
  let words = 0;
  const add = (paragraph: Paragraph, line: string, count: number) => {
    children.push(paragraph);
    lines.push(line);
    words += count;
  };
  const title = 'Why small businesses should blog';
  add(new Paragraph({ text: title, heading: HeadingLevel.HEADING_1 }), `# ${title}`, 5);
  for (let section = 1; section <= 4; section += 1) {
    const heading = `Part ${section} of the plan`;
    add(new Paragraph({ text: heading, heading: HeadingLevel.HEADING_2 }), `## ${heading}`, 5);
    for (let paragraph = 0; paragraph < 4; paragraph += 1) {
      const text = prose(100, section + paragraph);
      add(new Paragraph({ text }), text, 100);
    }
  }
  const bullets = ['Answer the questions customers ask', 'Tell stories from the shop floor'];
  const steps = ['Pick one topic a week', 'Write it in plain words', 'Publish it on Friday'];
  children.push(...bullets.map((text) => new Paragraph({ text, bullet: { level: 0 } })));
  lines.push(bullets.map((text) => `- ${text}`).join('\n'));
  children.push(...steps.map((text) => new Paragraph({ text, numbering: { reference: 'steps', level: 0 } })));
  lines.push(steps.map((text, index) => `${index + 1}. ${text}`).join('\n'));
  words += wordCount([...bullets, ...steps].join(' '));
  const closing = prose(2_000 - words - 2, 3);
  add(new Paragraph({ text: closing }), closing, wordCount(closing));
  add(new Paragraph({ text: 'Thank you.' }), 'Thank you.', 2);

  const document = new Document({ numbering, sections: [{ children }] });
  return { file: await Packer.toBuffer(document), text: lines.join('\n\n'), words };
}

/** The upload zone, once the page can answer it (a server-rendered page is hydrated first). */
async function uploadZone(page: Page, name: string): Promise<Locator> {
  const zone = page.getByRole('group', { name });
  await expect(zone.getByRole('button', { name: 'Choose a file' })).toBeEnabled();
  return zone;
}

async function chooseFile(
  page: Page,
  zone: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    zone.getByRole('button', { name: 'Choose a file' }).click(),
  ]);
  await chooser.setFiles(file);
}

function cfb(withEncryptedPackage: boolean): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  return withEncryptedPackage ? Buffer.concat([header, Buffer.from('EncryptedPackage', 'utf16le')]) : header;
}

test.describe('a file in the submission form', () => {
  test('a client’s Word document arrives whole, with its word count, and is submitted as text', async ({
    page,
    login,
    orm,
  }) => {
    const document = await longDocument();
    expect(document.words).toBe(2_000);
    await login({ role: 'client' });
    const topic = `From a Word file ${Date.now()}`;
    await page.goto('/humanise');
    const zone = await uploadZone(page, 'Upload your draft from a file');
    await page.getByLabel('Content topic').fill(topic);
    await chooseFile(page, zone, { name: 'blog plan.docx', mimeType: DOCX_TYPE, buffer: document.file });
    const content = page.getByLabel('AI-generated content');
    await expect(content).toHaveValue(document.text);
    // The form counts as the server does: the marks of headings and list items are words too.
    const label = wordCountLabel(wordCount(document.text));
    await expect(page.locator('#humanise-now').getByText(label, { exact: true })).toBeVisible();
    await expect(zone).toContainText(`Filled in from blog plan.docx: ${label}.`);

    await page.getByRole('button', { name: 'Submit Content' }).click();
    await expect(toast(page, 'Content submitted successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('article', { name: topic })).toContainText('Quote Requested');
    const job = await orm.em.fork().findOneOrFail(Job, { title: topic });
    expect(job.content).toBe(document.text);
    expect(job.wordCount).toBe(wordCount(document.text));
  });

  test('a file that cannot be used says why and leaves the text as it was', async ({ page }) => {
    await page.goto('/humanise');
    const zone = await uploadZone(page, 'Upload your draft from a file');
    const content = page.getByLabel('AI-generated content');
    await content.fill(DRAFT);

    const cases: Array<[{ name: string; mimeType: string; buffer: Buffer }, string]> = [
      [
        { name: 'plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7 …') },
        FILE_MESSAGES.type,
      ],
      [{ name: 'plan.doc', mimeType: 'application/msword', buffer: cfb(false) }, FILE_MESSAGES.oldWord],
      [{ name: 'empty.txt', mimeType: 'text/plain', buffer: Buffer.alloc(0) }, FILE_MESSAGES.empty],
      [
        { name: 'huge.txt', mimeType: 'text/plain', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 'a') },
        FILE_MESSAGES.tooLarge,
      ],
      [{ name: 'secret.docx', mimeType: DOCX_TYPE, buffer: cfb(true) }, FILE_MESSAGES.protected],
      [
        { name: 'broken.docx', mimeType: DOCX_TYPE, buffer: Buffer.from('PK\u0003\u0004 and then nothing') },
        FILE_MESSAGES.broken,
      ],
      [
        {
          name: 'image.txt',
          mimeType: 'text/plain',
          buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0x00]),
        },
        FILE_MESSAGES.notText,
      ],
      // The field's own limits, with the message pasted text gets.
      [
        { name: 'short.txt', mimeType: 'text/plain', buffer: Buffer.from('Too short.') },
        'Content must be at least 30 characters',
      ],
    ];
    for (const [file, message] of cases) {
      await chooseFile(page, zone, file);
      await expect(zone.getByRole('alert')).toHaveText(message);
      await expect(content).toHaveValue(DRAFT);
    }

    // A good file afterwards is read, and dropping one works as well as choosing it.
    const markdown = '# Notes\n\n- one point that matters\n- another point';
    const dataTransfer = await page.evaluateHandle((text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], 'notes.md', { type: 'text/markdown' }));
      return transfer;
    }, markdown);
    await zone.dispatchEvent('drop', { dataTransfer });
    await expect(content).toHaveValue(markdown);
    await expect(zone.getByRole('alert')).toHaveCount(0);
    await expect(zone).toContainText('Filled in from notes.md');
  });
});

test('a copywriter uploads their work from a Word document', async ({ page, orm, createAccount }) => {
  const copywriter = await createCopywriter(orm.em);
  const client = await createAccount('client');
  const title = `Work from a file ${Date.now()}`;
  await createJob(orm.em, { client, copywriter, status: 'in_progress', title });
  const work = '# The finished post\n\nPlain words, well chosen, beat clever ones.\n\n- short\n- clear';
  const file = await Packer.toBuffer(
    new Document({
      sections: [
        {
          children: [
            new Paragraph({ text: 'The finished post', heading: HeadingLevel.HEADING_1 }),
            new Paragraph('Plain words, well chosen, beat clever ones.'),
            new Paragraph({ text: 'short', bullet: { level: 0 } }),
            new Paragraph({ text: 'clear', bullet: { level: 0 } }),
          ],
        },
      ],
    }),
  );

  await fillLogin(page, copywriter.email, DEFAULT_PASSWORD);
  await expect(page).toHaveURL(/\/copywriter-dashboard$/);
  await page.getByRole('tab', { name: /Active Jobs/ }).click();
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: 'Submit Completed Work' }).click();
  const zone = await uploadZone(page, 'Upload the finished text from a file');
  await chooseFile(page, zone, { name: 'final.docx', mimeType: DOCX_TYPE, buffer: file });
  await expect(card.getByLabel('Your Work')).toHaveValue(work);
  await card.getByRole('button', { name: 'Submit Work' }).click();
  await expect(toast(page, 'Work submitted')).toBeVisible();
  const job = await orm.em.fork().findOneOrFail(Job, { title });
  expect(job.result).toBe(work);
});

test('the delivered text downloads as a Word document and as text', async ({ page, login, orm }) => {
  const client = await login({ role: 'client' });
  const copywriter = await createCopywriter(orm.em);
  const title = `Delivered as a file ${Date.now()}`;
  const job = await createJob(orm.em, { client, copywriter, status: 'completed', title });
  const result = [
    '# Why small businesses should blog',
    'Blogging builds trust & brings <visitors> who "stay".',
    '## Three habits',
    '- Answer real questions\n- Tell stories',
    '1. Pick a topic\n2. Write it\n3. Publish',
    'Dear reader,\nthank you.',
  ].join('\n\n');
  await orm.em.fork().nativeUpdate(Job, { id: job.id }, { result });
  await page.reload();

  const card = page.getByRole('region', { name: 'Completed Jobs' }).getByRole('article', { name: title });
  const [word] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download as Word' }).click(),
  ]);
  expect(word.suggestedFilename()).toBe(`${title}.docx`);
  const docx = await readFile(await word.path());
  // Independently of the app's reader: real Word headings, lists and line breaks.
  const html = (await mammoth.convertToHtml({ buffer: docx })).value;
  expect(html).toBe(
    [
      '<h1>Why small businesses should blog</h1>',
      '<p>Blogging builds trust &amp; brings &lt;visitors&gt; who "stay".</p>',
      '<h2>Three habits</h2>',
      '<ul><li>Answer real questions</li><li>Tell stories</li></ul>',
      '<ol><li>Pick a topic</li><li>Write it</li><li>Publish</li></ol>',
      '<p>Dear reader,<br />thank you.</p>',
    ].join(''),
  );
  // Read back as the upload reads a file: the same text, headings and lists included.
  const asUploaded = await readTextFile({
    name: 'result.docx',
    size: docx.length,
    arrayBuffer: async () => new Uint8Array(docx).buffer,
  });
  expect(asUploaded).toEqual({ ok: true, text: result });

  const [text] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download as text' }).click(),
  ]);
  expect(text.suggestedFilename()).toBe(`${title}.txt`);
  expect(await readFile(await text.path(), 'utf8')).toBe(result);
});
