import { describe, expect, it } from 'vitest';
import { roundReport, textStats } from './round-report.ts';

describe('textStats', () => {
  it('scores a text of one-syllable words by the Flesch formula', () => {
    // 6 words, 1 sentence, 6 syllables: 206.835 − 1.015 × 6 − 84.6 × 1 = 116.145 (the flesch package's readme
    // gives 116.145 for this sentence); Flesch–Kincaid grade 0.39 × 6 + 11.8 × 1 − 15.59 = −1.45, rounded to −1.4 (half up).
    const stats = textStats('The cat sat on the mat.');
    expect(stats).toEqual({ words: 6, readability: 116.1, gradeLevel: -1.4, sentenceLength: 6 });
  });

  it('scores the example of the flesch-kincaid readme', () => {
    // "The Australian platypus is seemingly a hybrid of a mammal and reptilian creature." The flesch-kincaid
    // package's readme gives 13.08 for its counts (1 sentence, 13 words, 26 syllables); here the syllable
    // package counts the same words.
    const stats = textStats(
      'The Australian platypus is seemingly a hybrid of a mammal and reptilian creature.',
    );
    expect(stats.words).toBe(13);
    expect(stats.gradeLevel).toBeCloseTo(13.1, 1);
  });
});

describe('roundReport', () => {
  it('reports 0 % changed for an unchanged delivery', () => {
    const text = 'It is important to note that the market is large. We sell shoes.';
    const report = roundReport(text, text);
    expect(report.changedPercent).toBe(0);
    expect(report.wordsBefore).toBe(report.wordsAfter);
    expect(report.aiPhrasesRemoved).toEqual([]);
  });

  it('raises reading ease when long sentences become short ones', () => {
    const before =
      'In the realm of modern footwear, our organisation, which has consistently demonstrated an unwavering commitment to craftsmanship, continues to manufacture exceptionally comfortable shoes that accommodate a remarkable variety of activities and occasions.';
    const after = 'We make shoes. They are comfy. Wear them to work. Wear them to play.';
    const report = roundReport(before, after);
    expect(report.readability.after).toBeGreaterThan(report.readability.before);
    expect(report.gradeLevel.after).toBeLessThan(report.gradeLevel.before);
    expect(report.sentenceLength.after).toBeLessThan(report.sentenceLength.before);
    expect(report.changedPercent).toBeGreaterThan(50);
    expect(report.aiPhrasesRemoved).toEqual(['in the realm of']);
  });

  it('counts a phrase as removed only when it occurs fewer times', () => {
    const before = "Let us delve into it. It's important to note this. A rich tapestry.";
    const after = 'Let us delve into it. Note this. A rich tapestry, a tapestry.';
    expect(roundReport(before, after).aiPhrasesRemoved).toEqual(["it's important to note"]);
  });
});
