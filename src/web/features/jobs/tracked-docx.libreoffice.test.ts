// The tracked .docx is proven where it is used: LibreOffice opens it, and accepting every change gives the
// delivered text while rejecting every change gives the text it was compared with (the draft, or the round
// before). In CI (CI=1) a machine without LibreOffice fails here rather than skipping the proof.
import { Packer } from 'docx';
import { describe, expect, it } from 'vitest';
import { libreOfficeAvailable, resolveTrackedChanges } from '../../../../test/libreoffice/libreoffice.ts';
import { trackedDocument } from './tracked-docx.ts';

const available = await libreOfficeAvailable();
const WORDS = 3000;

function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const vocabulary =
  'the a of and to in is it that for on with as was at by an be this which or from but not are have had were customers shop coffee blog week story trust visitors answer question local business writes readers'.split(
    ' ',
  );

/** About `words` words of sentences in paragraphs, some of them headings or list items. */
function draftText(words: number): string {
  const next = random(7);
  const paragraphs: string[] = [];
  let count = 0;
  while (count < words) {
    const sentences: string[] = [];
    for (let s = 0; s < 2 + Math.floor(next() * 4); s++) {
      const length = 6 + Math.floor(next() * 12);
      const sentence = Array.from({ length }, () => vocabulary[Math.floor(next() * vocabulary.length)]);
      count += length;
      sentences.push(`${sentence.join(' ').replace(/^./, (first) => first.toUpperCase())}.`);
    }
    const shape = next();
    paragraphs.push(
      shape < 0.08
        ? `## ${sentences[0]}`
        : shape < 0.15
          ? sentences.map((each) => `- ${each}`).join('\n')
          : sentences.join(' '),
    );
  }
  return paragraphs.join('\n\n');
}

/** A writer's edit: words replaced, added and removed, commas, paragraphs split, joined, added and cut. */
function edited(text: string, seed: number): string {
  const next = random(seed);
  const paragraphs = text.split('\n\n').map((paragraph) =>
    paragraph
      .split(' ')
      .map((word) => {
        const roll = next();
        if (roll < 0.04) return 'improved';
        if (roll < 0.06) return `${word} genuinely`;
        if (roll < 0.08) return '';
        if (roll < 0.09) return `${word},`;
        if (roll < 0.1 && word.endsWith('.')) return `${word}\n\n${'Then'}`;
        return word;
      })
      .filter((word) => word !== '')
      .join(' '),
  );
  const result: string[] = [];
  paragraphs.forEach((paragraph, index) => {
    const roll = next();
    if (roll < 0.05 && index > 0) result[result.length - 1] += ` ${paragraph}`;
    else if (roll < 0.08) result.push(paragraph, 'A paragraph the writer added, with a fresh example.');
    else if (roll > 0.97) return;
    else result.push(paragraph);
  });
  return result.join('\n\n');
}

async function resolve(before: string, after: string) {
  const document = trackedDocument({
    before,
    after,
    title: 'Why small businesses should blog',
    author: 'Jane Writer',
    date: '2026-11-20T09:30:00.000Z',
  });
  const bytes = new Uint8Array(await Packer.toBuffer(document));
  return resolveTrackedChanges(bytes);
}

describe.skipIf(!available && !process.env.CI)('tracked .docx in LibreOffice', () => {
  it('is on this machine (CI installs libreoffice-writer-nogui)', () => {
    expect(available, 'soffice was not found: apt-get install libreoffice-writer-nogui').toBe(true);
  });

  const draft = draftText(WORDS + 200);
  const round1 = edited(draft, 11);
  const round2 = edited(round1, 23);

  it('gives the 3,000-word delivery when every change is accepted and the draft when every one is rejected', async () => {
    expect(round1.split(/\s+/).length).toBeGreaterThanOrEqual(WORDS);
    expect(round1).not.toBe(draft);
    const { accepted, rejected } = await resolve(draft, round1);
    expect(accepted).toBe(round1);
    expect(rejected).toBe(draft);
  });

  it('gives the second round, or the first round it was compared with', async () => {
    const { accepted, rejected } = await resolve(round1, round2);
    expect(accepted).toBe(round2);
    expect(rejected).toBe(round1);
  });

  it('keeps paragraph breaks the writer added or removed around unchanged words', async () => {
    const before = 'One two three.\n\nFour five six.\nSeven.';
    const after = 'One two\n\nthree. Four five six.\n\n\nSeven.';
    const { accepted, rejected } = await resolve(before, after);
    expect(accepted).toBe(after);
    expect(rejected).toBe(before);
  });
});
