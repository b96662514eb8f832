// How long the "tracked changes" view takes to compare a 15,000-word draft with its delivery, in the browser's
// own JavaScript engine's place (this process). A plain Myers diff of a complete rewrite took close to a minute;
// the goal is that no comparison freezes the tab for more than a second or so. The unit tests of word-diff.ts
// check what the comparison answers; its speed is measured here, where a slow shared machine makes a figure
// rather than a failed test.
import { diffWords } from '../src/shared/domain/word-diff.ts';
import type { Benchmark, Measurement } from './benchmark.ts';
import { median } from './stats.ts';

const WORDS = 15_000;
const ROUNDS = 5;

// A tiny deterministic generator, so that every run compares the same texts.
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const vocabulary =
  'the a of and to in is it that for on with as was at by an be this which or from but not are have had were'.split(
    ' ',
  );

function pick(next: () => number): string {
  return vocabulary[Math.floor(next() * vocabulary.length)]!;
}

function cases(): { label: string; before: string; after: string; goalMs: number }[] {
  const fromDraft = random(1);
  const draft = Array.from({ length: WORDS }, (_, index) =>
    fromDraft() < 0.3 ? `word${index}` : pick(fromDraft),
  ).join(' ');
  const fromEdits = random(2);
  const lightlyEdited = draft
    .split(' ')
    .map((word) => (fromEdits() < 0.05 ? 'edited' : word))
    .join(' ');
  const fromRewrite = random(3);
  const rewrite = Array.from({ length: WORDS }, () => pick(fromRewrite)).join(' ');
  const unrelated = Array.from({ length: WORDS }, (_, index) => `other${index}`).join(' ');
  const repeated = Array.from({ length: WORDS }, () => 'same').join(' ');
  return [
    { label: '5% of the words edited', before: draft, after: lightlyEdited, goalMs: 1000 },
    { label: 'nothing in common', before: draft, after: unrelated, goalMs: 1000 },
    { label: 'complete rewrite in common words', before: draft, after: rewrite, goalMs: 1500 },
    {
      label: 'one word repeated',
      before: repeated,
      after: `${repeated} same`.replace('same same', 'same other same'),
      goalMs: 1000,
    },
  ];
}

export const wordDiff: Benchmark = {
  name: 'word-diff',
  async run({ log }) {
    const measurements: Measurement[] = [];
    for (const { label, before, after, goalMs } of cases()) {
      const samples: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const started = performance.now();
        diffWords(before, after);
        samples.push(performance.now() - started);
      }
      log(`${label}: ${samples.map((ms) => ms.toFixed(0)).join(', ')} ms`);
      measurements.push({
        name: `${WORDS.toLocaleString('en-GB')} words, ${label} (median of ${ROUNDS})`,
        value: median(samples),
        unit: 'ms',
        goal: { below: goalMs },
      });
    }
    return measurements;
  },
};
