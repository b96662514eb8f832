// The report every delivered round carries (docs/decisions/0045): how much the writer changed and what it did to
// the text's readability, against the round before it or the client's draft. The server stores it at delivery;
// the delivery form shows the same figures while the writer works, from this same function.
import { flesch } from 'flesch';
import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';
import { AI_PHRASES } from './ai-phrases.ts';
import { diffWords, tokenize } from './word-diff.ts';

export interface BeforeAfter {
  before: number;
  after: number;
}

export interface RoundReport {
  wordsBefore: number;
  wordsAfter: number;
  /** Share of the words changed, 0–100, from the word diff the tracked-changes view shows. */
  changedPercent: number;
  /** Flesch reading ease (higher reads more easily). */
  readability: BeforeAfter;
  /** Flesch–Kincaid grade level. */
  gradeLevel: BeforeAfter;
  /** Mean words per sentence. */
  sentenceLength: BeforeAfter;
  /** The stock AI phrases the before text had and the after text has fewer of. */
  aiPhrasesRemoved: string[];
}

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

// A sentence ends at . ! or ? (one or more) or at a blank line; a text with words and no full stop is one.
function sentenceCount(text: string): number {
  const parts = text.split(/[.!?]+(?=\s|$)|\n\s*\n/u).filter((part) => /[\p{L}\p{N}]/u.test(part));
  return Math.max(parts.length, words(text).length > 0 ? 1 : 0);
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export interface TextStats {
  words: number;
  readability: number;
  gradeLevel: number;
  sentenceLength: number;
}

export function textStats(text: string): TextStats {
  const list = words(text);
  const sentence = sentenceCount(text);
  if (list.length === 0) return { words: 0, readability: 0, gradeLevel: 0, sentenceLength: 0 };
  const counts = { word: list.length, sentence, syllable: list.reduce((sum, w) => sum + syllable(w), 0) };
  return {
    words: list.length,
    readability: round1(flesch(counts)),
    gradeLevel: round1(fleschKincaid(counts)),
    sentenceLength: round1(list.length / sentence),
  };
}

function phrasePattern(phrase: string): RegExp {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, "['’]");
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu');
}

const PATTERNS = AI_PHRASES.map((phrase) => [phrase, phrasePattern(phrase)] as const);

export function aiPhrasesRemoved(before: string, after: string): string[] {
  const removed: string[] = [];
  for (const [phrase, pattern] of PATTERNS) {
    const had = before.match(pattern)?.length ?? 0;
    if (had > 0 && (after.match(pattern)?.length ?? 0) < had) removed.push(phrase);
  }
  return removed;
}

export function roundReport(before: string, after: string): RoundReport {
  const a = textStats(before);
  const b = textStats(after);
  const diff = diffWords(before, after);
  // Changed share: the tokens the diff marks, over the larger of the two texts' tokens, so a full rewrite is
  // 100 % and an unchanged text 0 %.
  const tokens = Math.max(tokenize(before).length, tokenize(after).length);
  const changed = Math.max(diff.deletedWords, diff.insertedWords);
  return {
    wordsBefore: a.words,
    wordsAfter: b.words,
    changedPercent: tokens === 0 ? 0 : round1(Math.min(100, (changed / tokens) * 100)),
    readability: { before: a.readability, after: b.readability },
    gradeLevel: { before: a.gradeLevel, after: b.gradeLevel },
    sentenceLength: { before: a.sentenceLength, after: b.sentenceLength },
    aiPhrasesRemoved: aiPhrasesRemoved(before, after),
  };
}
