// The marked text of a long comparison, cut into paragraphs as components/long-text.tsx cuts a plain one: a
// block ends after each blank line of the unchanged text, so that the browser skips the blocks off screen.
// Put together, the blocks are the segments exactly.

import type { DiffSegment } from '../../../shared/domain/word-diff.ts';
import { BLOCKS_FROM_CHARS, splitAfterBlankLines } from '../../lib/text-blocks.ts';

const ENDS_WITH_BLANK_LINE = /\n[^\S\n]*\n$/;

export function segmentParagraphs(segments: DiffSegment[]): DiffSegment[][] {
  const length = segments.reduce((sum, segment) => sum + segment.text.length, 0);
  if (length < BLOCKS_FROM_CHARS) return [segments];
  const blocks: DiffSegment[][] = [];
  let current: DiffSegment[] = [];
  const addUnchanged = (unchanged: string) => {
    const parts = splitAfterBlankLines(unchanged);
    for (const text of parts) {
      current.push({ kind: 'equal', text });
      if (ENDS_WITH_BLANK_LINE.test(text)) {
        blocks.push(current);
        current = [];
      }
    }
  };
  for (const segment of segments) {
    if (segment.kind === 'equal') {
      addUnchanged(segment.text);
      continue;
    }
    // A change's own words come after the whitespace before them, which is drawn unmarked and may hold the
    // blank line before a rewritten paragraph: that whitespace is cut as unchanged text.
    const lead = /^\s*/.exec(segment.text)?.[0] ?? '';
    if (/\n[^\S\n]*\n/.test(lead)) {
      addUnchanged(lead);
      current.push({ kind: segment.kind, text: segment.text.slice(lead.length) });
    } else {
      current.push(segment);
    }
  }
  if (current.length > 0) blocks.push(current);
  return blocks;
}
