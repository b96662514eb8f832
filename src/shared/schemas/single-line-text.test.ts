import { describe, expect, it } from 'vitest';
import { NUL_MESSAGE, SINGLE_LINE_MESSAGE, singleLineText } from './common.ts';

describe('singleLineText', () => {
  const schema = singleLineText().trim();

  it('takes one line of any script, punctuation and spaces', () => {
    for (const value of ['Zoë Ní Bhriain', 'O’Brien & Sons — “Tea”', '北京 copy', '  padded  ']) {
      expect(schema.safeParse(value).success, value).toBe(true);
    }
  });

  it('refuses line breaks and every other control character with one message', () => {
    const controls = ['\n', '\r', '\t', '\u000b', '\u001b', '\u007f', '\u0085', '\u009f', '\u2028', '\u2029'];
    for (const control of controls) {
      const result = schema.safeParse(`one${control}two`);
      expect(result.success, JSON.stringify(control)).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([SINGLE_LINE_MESSAGE]);
    }
  });

  it('leaves a NUL to the NUL message alone', () => {
    const result = schema.safeParse('one\u0000two');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([NUL_MESSAGE]);
  });
});
