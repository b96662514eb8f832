import { describe, expect, it } from 'vitest';
import { readTextFile } from './read-text-file.ts';
import { textToDocx } from './write-docx.ts';

async function roundTrip(text: string): Promise<string> {
  const result = await readTextFile(new File([await textToDocx(text, 'A job')], 'result.docx'));
  if (!result.ok) throw new Error(result.message);
  return result.text;
}

describe('textToDocx', () => {
  it('reads back as the same text: paragraphs, headings, lists and line breaks', async () => {
    const text = [
      '# Why small businesses should blog',
      'Blogging builds trust & brings <visitors> who "stay".\tTabs stay too.',
      '## What to write',
      '- Answers to questions\n  - the ones customers ask\n    - every week\n- Stories from the shop',
      '1. Pick a topic\n2. Write it\n  1. a first draft\n3. Publish',
      'A paragraph between two lists.',
      '1. A second list\n2. starts again at one',
      'Dear reader,\nthank you.\nCafé owners ☕ welcome.',
      '###### The smallest heading',
    ].join('\n\n');
    expect(await roundTrip(text)).toBe(text);
  });

  it('makes a blank-line-free text into lines of one paragraph', async () => {
    expect(await roundTrip('First line\r\nSecond line\nThird line')).toBe(
      'First line\nSecond line\nThird line',
    );
  });

  it('separates a heading or a list from the lines it was typed against', async () => {
    expect(await roundTrip('# Title\nA line\n* a star bullet\n3) a number')).toBe(
      '# Title\n\nA line\n\n- a star bullet\n\n1. a number',
    );
  });

  it('leaves out the control characters XML cannot hold, rather than make a broken file', async () => {
    expect(await roundTrip('Before\u0001\u000b after\ufffe.')).toBe('Before after.');
  });
});
