import { describe, expect, it } from 'vitest';
import { type DiffSegment, diffSequences, diffWords, tokenize } from './word-diff.ts';

function textOf(segments: DiffSegment[], keep: 'before' | 'after'): string {
  const skipped = keep === 'after' ? 'delete' : 'insert';
  return segments
    .filter((segment) => segment.kind !== skipped)
    .map((segment) => segment.text)
    .join('');
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

// A tiny deterministic generator, so a failing case can be replayed.
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function applyScript(a: number[], b: number[], script: number[]) {
  const fromA: number[] = [];
  const fromB: number[] = [];
  let i = 0;
  let j = 0;
  for (const edit of script) {
    if (edit === 0) {
      expect(a[i]).toBe(b[j]);
      fromA.push(a[i++]!);
      fromB.push(b[j++]!);
    } else if (edit === 1) fromA.push(a[i++]!);
    else fromB.push(b[j++]!);
  }
  return { fromA, fromB };
}

function lcsLength(a: number[], b: number[]): number {
  const row = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = a[i - 1] === b[j - 1] ? diagonal + 1 : Math.max(row[j]!, row[j - 1]!);
      diagonal = above;
    }
  }
  return row[b.length]!;
}

describe('tokenize', () => {
  it('splits words and punctuation, keeping the whitespace before each', () => {
    expect(tokenize("Don't  panic, it's well-known.\n\nNext")).toEqual([
      { lead: '', word: "Don't" },
      { lead: '  ', word: 'panic' },
      { lead: '', word: ',' },
      { lead: ' ', word: "it's" },
      { lead: ' ', word: 'well-known' },
      { lead: '', word: '.' },
      { lead: '\n\n', word: 'Next' },
    ]);
    expect(tokenize('   ')).toEqual([]);
    expect(tokenize('Café naïve 42')).toHaveLength(3);
  });
});

describe('diffSequences', () => {
  it('gives a script that turns one sequence into the other', () => {
    const next = random(42);
    for (let round = 0; round < 300; round++) {
      const a = Array.from({ length: Math.floor(next() * 40) }, () => Math.floor(next() * 6));
      const b = Array.from({ length: Math.floor(next() * 40) }, () => Math.floor(next() * 6));
      const script = diffSequences(a, b);
      const { fromA, fromB } = applyScript(a, b, script);
      expect(fromA).toEqual(a);
      expect(fromB).toEqual(b);
    }
  });

  it('finds a shortest script where no word is unique (plain Myers)', () => {
    const next = random(7);
    for (let round = 0; round < 300; round++) {
      // Every symbol appears at least twice on each side, so no patience anchor exists.
      const a = Array.from({ length: 30 }, () => Math.floor(next() * 3));
      const b = Array.from({ length: 30 }, () => Math.floor(next() * 3));
      a.push(0, 0, 1, 1, 2, 2);
      b.push(0, 0, 1, 1, 2, 2);
      const equal = diffSequences(a, b).filter((edit) => edit === 0).length;
      expect(equal).toBe(lcsLength(a, b));
    }
  });

  it('keeps everything when nothing changed, and replaces when nothing matches', () => {
    expect(diffSequences([1, 2, 3], [1, 2, 3])).toEqual([0, 0, 0]);
    expect(diffSequences([], [1, 2])).toEqual([2, 2]);
    expect(diffSequences([1, 2], [])).toEqual([1, 1]);
    expect(diffSequences([1, 2], [3, 4])).toEqual([1, 1, 2, 2]);
  });
});

describe('diffWords', () => {
  it('marks a replaced word as deleted then inserted', () => {
    const { segments, deletedWords, insertedWords } = diffWords(
      'The quick brown fox jumps.',
      'The fast brown fox jumps.',
    );
    expect(segments).toEqual([
      { kind: 'equal', text: 'The' },
      { kind: 'delete', text: ' quick' },
      { kind: 'insert', text: ' fast' },
      { kind: 'equal', text: ' brown fox jumps.' },
    ]);
    expect([deletedWords, insertedWords]).toEqual([1, 1]);
  });

  it('marks only the punctuation that changed', () => {
    expect(diffWords('Hello world, friend', 'Hello world. Friend').segments).toEqual([
      { kind: 'equal', text: 'Hello world' },
      { kind: 'delete', text: ', friend' },
      { kind: 'insert', text: '. Friend' },
    ]);
  });

  it('rebuilds the delivered text exactly and the draft up to spacing', () => {
    const before = 'First paragraph of the draft.\n\nIt has two   paragraphs and a typo: teh.';
    const after = 'First paragraph of the final text.\n\nIt has two paragraphs, and no typo: the end.';
    const { segments } = diffWords(before, after);
    expect(textOf(segments, 'after')).toBe(after);
    expect(squash(textOf(segments, 'before'))).toBe(squash(before));
  });

  it('does not chop a rewritten sentence into fragments around "the"', () => {
    const { segments } = diffWords(
      'Our product makes the morning commute faster.',
      'Commuters reach the office sooner thanks to us.',
    );
    // Only the closing full stop is kept: "the" matched by chance is folded into the change.
    expect(segments).toEqual([
      { kind: 'delete', text: 'Our product makes the morning commute faster' },
      { kind: 'insert', text: 'Commuters reach the office sooner thanks to us' },
      { kind: 'equal', text: '.' },
    ]);
  });

  it('handles empty texts', () => {
    expect(diffWords('', '').segments).toEqual([]);
    expect(diffWords('', 'New text').segments).toEqual([{ kind: 'insert', text: 'New text' }]);
    expect(diffWords('Old text', '').segments).toEqual([{ kind: 'delete', text: 'Old text' }]);
  });

  describe('with 15,000-word texts', () => {
    const vocabulary =
      'the a of and to in is it that for on with as was at by an be this which or from but not are have had were'.split(
        ' ',
      );
    const draft = (() => {
      const next = random(1);
      return Array.from({ length: 15_000 }, (_, index) =>
        next() < 0.3 ? `word${index}` : vocabulary[Math.floor(next() * vocabulary.length)],
      ).join(' ');
    })();

    // How long these take is measured by `npm run bench -- word-diff`, not asserted here: a busy machine would
    // fail a time limit that the code meets.
    it('compares a lightly edited text exactly', () => {
      const next = random(2);
      const after = draft
        .split(' ')
        .map((word) => (next() < 0.05 ? 'edited' : word))
        .join(' ');
      const result = diffWords(draft, after);
      expect(textOf(result.segments, 'after')).toBe(after);
      expect(result.deletedWords).toBeGreaterThan(500);
      expect(result.deletedWords).toBeLessThan(1100);
    });

    it('shows a text with nothing in common as replaced whole', () => {
      const after = Array.from({ length: 15_000 }, (_, index) => `other${index}`).join(' ');
      const result = diffWords(draft, after);
      expect(result.segments.map((segment) => segment.kind)).toEqual(['delete', 'insert']);
    });

    it('compares a complete rewrite in common words', () => {
      const next = random(3);
      const after = Array.from(
        { length: 15_000 },
        () => vocabulary[Math.floor(next() * vocabulary.length)],
      ).join(' ');
      const result = diffWords(draft, after);
      expect(textOf(result.segments, 'after')).toBe(after);
    });

    it('compares repetitive texts', () => {
      const repeated = Array.from({ length: 15_000 }, () => 'same').join(' ');
      const result = diffWords(repeated, `${repeated} same`.replace('same same', 'same other same'));
      expect(result.insertedWords).toBe(2);
    });
  });
});
