import { describe, expect, it } from 'vitest';
import { diffWords } from '../../../shared/domain/word-diff.ts';
import { BLOCKS_FROM_CHARS } from '../../lib/text-blocks.ts';
import { segmentParagraphs } from './segment-paragraphs.ts';

const joined = (blocks: { text: string }[][]) =>
  blocks
    .flat()
    .map((segment) => segment.text)
    .join('');

describe('segmentParagraphs', () => {
  it('keeps a short comparison as one block', () => {
    const { segments } = diffWords('One two.\n\nThree.', 'One too.\n\nThree.');
    expect(segmentParagraphs(segments)).toEqual([segments]);
  });

  it('ends a block after each blank line of the unchanged text, and loses nothing', () => {
    const paragraph = (word: string) => `${`${word} `.repeat(BLOCKS_FROM_CHARS / 8).trim()}.`;
    const before = [paragraph('alpha'), paragraph('beta'), paragraph('gamma')].join('\n\n');
    const after = [paragraph('alpha'), paragraph('delta'), paragraph('gamma')].join('\n\n');
    const { segments } = diffWords(before, after);
    const blocks = segmentParagraphs(segments);
    // The first paragraph; the deleted one; the inserted one; the last.
    expect(blocks.map((block) => block.map((segment) => segment.kind))).toEqual([
      ['equal', 'equal'],
      ['delete', 'equal'],
      ['insert', 'equal'],
      ['equal'],
    ]);
    expect(joined(blocks)).toBe(segments.map((segment) => segment.text).join(''));
    expect(blocks[2]![0]!.text).toBe(paragraph('delta').slice(0, -1));
  });
});
