import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/constants.ts';
import { isLanguage, parseLanguage, SPELLING_LABELS, SPELLING_OPTIONS } from './spelling.ts';

describe('parseLanguage', () => {
  it('keeps the two stored values', () => {
    expect(parseLanguage('uk')).toBe('uk');
    expect(parseLanguage('us')).toBe('us');
  });

  it('falls back to British spelling for anything else', () => {
    for (const value of [null, undefined, '', 'UK', 'en-US', 'fr', 42, {}]) {
      expect(parseLanguage(value)).toBe('uk');
    }
  });
});

describe('SPELLING_LABELS', () => {
  it('spells the product name and the main action per variant', () => {
    expect(SPELLING_LABELS.uk.brand).toBe('Humanise AI');
    expect(SPELLING_LABELS.us.brand).toBe('Humanize AI');
    expect(SPELLING_LABELS.uk.action).toBe('Humanise Now');
    expect(SPELLING_LABELS.us.action).toBe('Humanize Now');
    expect(SPELLING_LABELS.uk.submitHeading).toBe('Humanise your content now');
    expect(SPELLING_LABELS.us.submitHeading).toBe('Humanize your content now');
  });

  it('differs in every label between the variants', () => {
    const keys = Object.keys(SPELLING_LABELS.uk) as Array<keyof typeof SPELLING_LABELS.uk>;
    for (const key of keys) {
      expect(SPELLING_LABELS.uk[key]).not.toBe(SPELLING_LABELS.us[key]);
    }
  });

  it('never uses the other variant’s spelling', () => {
    expect(Object.values(SPELLING_LABELS.uk).join(' ')).not.toMatch(/iz/i);
    expect(Object.values(SPELLING_LABELS.us).join(' ')).not.toMatch(/is(e|ation)/i);
  });
});

describe('SPELLING_OPTIONS', () => {
  it('offers exactly the stored values', () => {
    expect(SPELLING_OPTIONS.map((option) => option.value)).toEqual([...LANGUAGES]);
    expect(SPELLING_OPTIONS.every((option) => isLanguage(option.value))).toBe(true);
  });
});
