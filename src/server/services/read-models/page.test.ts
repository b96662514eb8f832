// A page's budget is checked against the size its items' JSON can have: the quick bound (6 bytes a character)
// while it fits, the measured one once it does not.
import { describe, expect, it } from 'vitest';
import { fitPage, jsonSizeBound } from './page.ts';

const BUDGET = 600_000;
const page = (texts: string[], limit = 50) =>
  fitPage(
    texts,
    limit,
    (text) => ({ text }),
    (_text, index) => String(index),
    BUDGET,
  );

describe('fitPage', () => {
  it('holds as many long texts as their measured size allows, not their quick bound', () => {
    // 100,000 plain characters: 600,000 bytes by the quick bound, 100,002 by measure.
    const texts = Array.from({ length: 8 }, () => 'a'.repeat(100_000));
    const { items, nextCursor } = page(texts);
    expect(items).toHaveLength(5);
    expect(nextCursor).toBe('4');
    expect(Buffer.byteLength(JSON.stringify(items))).toBeLessThanOrEqual(BUDGET);
  });

  it('ends the page where escaped texts would outgrow it', () => {
    // A tab is two bytes of JSON: 200,000 of them are 400,002 bytes, so one such text to a page.
    const texts = ['\t'.repeat(200_000), '\t'.repeat(200_000)];
    expect(page(texts).items).toHaveLength(1);
  });

  it('always takes the first item, so that paging moves on', () => {
    const { items, nextCursor } = page(['\t'.repeat(400_000), 'short']);
    expect(items).toHaveLength(1);
    expect(nextCursor).toBe('0');
  });

  it('keeps a page of short texts whole, within the limit', () => {
    const { items, nextCursor } = page(
      Array.from({ length: 60 }, (_, index) => `job ${index}`),
      50,
    );
    expect(items).toHaveLength(50);
    expect(nextCursor).toBe('49');
  });
});

describe('jsonSizeBound', () => {
  it('is never below the JSON’s size, measured or not', () => {
    for (const text of [
      'plain',
      '\u0000'.repeat(600),
      'é'.repeat(2_000),
      '\ud800'.repeat(700),
      '"\\'.repeat(300),
    ]) {
      const size = Buffer.byteLength(JSON.stringify({ text }));
      expect(jsonSizeBound({ text })).toBeGreaterThanOrEqual(size);
      expect(jsonSizeBound({ text }, Number.POSITIVE_INFINITY)).toBeGreaterThanOrEqual(size);
    }
  });
});
