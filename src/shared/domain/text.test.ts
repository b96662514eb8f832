import { describe, expect, it } from 'vitest';
import { excerpt, slugify, wordCount } from './text.ts';

describe('wordCount', () => {
  it('splits on any run of whitespace', () => {
    expect(wordCount('one  two\nthree\tfour')).toBe(4);
  });
  it('counts nothing in blank text', () => {
    expect(wordCount('   \n ')).toBe(0);
  });
});

describe('excerpt', () => {
  it('keeps short text whole', () => {
    expect(excerpt('short', 10)).toBe('short');
  });
  it('cuts long text at the length and marks the cut', () => {
    expect(excerpt('a'.repeat(250), 200)).toBe(`${'a'.repeat(200)}...`);
  });
});

describe('slugify', () => {
  it('lowercases, drops punctuation and joins words with hyphens', () => {
    expect(slugify('Why AI Drafts Need a Human Touch!')).toBe('why-ai-drafts-need-a-human-touch');
  });
});
