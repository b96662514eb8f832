import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLOCKS_FROM_CHARS, textBlocks } from './text-blocks.ts';

describe('textBlocks', () => {
  it('keeps a short text whole', () => {
    expect(textBlocks('One.\n\nTwo.')).toEqual(['One.\n\nTwo.']);
  });

  it('cuts a long text after each blank line, keeping the blank line with the paragraph it ends', () => {
    const paragraph = 'word '.repeat(BLOCKS_FROM_CHARS / 5);
    const blocks = textBlocks(`${paragraph}\n\n${paragraph}\n \n${paragraph}\nlast line`);
    expect(blocks).toEqual([`${paragraph}\n\n`, `${paragraph}\n \n`, `${paragraph}\nlast line`]);
  });

  it('gives back exactly the text when the blocks are put together', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', ' ', '\n', '\t', 'é'), maxLength: 200 }), (tail) => {
        const text = `${'a'.repeat(BLOCKS_FROM_CHARS)}${tail}`;
        expect(textBlocks(text).join('')).toBe(text);
        expect(textBlocks(tail).join('')).toBe(tail);
      }),
    );
  });
});
