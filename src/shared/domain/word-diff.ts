// Over 300 lines: one algorithm, the word diff and its grouping into changes, read whole.
// The word-by-word comparison behind the "tracked changes" view of a delivered job.
//
// A plain Myers diff costs O((N + M) · D): two unrelated 15,000-word texts (a complete rewrite) took a
// well-known library close to a minute, freezing the tab. So the texts are first split on words that occur
// exactly once in both (patience diff), which cuts a long text into short gaps; Myers runs only inside a gap,
// with a cap on its edit distance, past which the gap is shown as replaced. The result is the same as Myers
// for light edits and stays fast for anything.
// Long on purpose: one algorithm, whose steps (tokens, anchors, the capped Myers in each gap, merging) rely on
// each other's invariants and read best together.

export type DiffKind = 'equal' | 'insert' | 'delete';

export interface DiffSegment {
  kind: DiffKind;
  /** The words of the segment with the whitespace before each of them, as the text had it. */
  text: string;
}

export interface WordDiff {
  segments: DiffSegment[];
  /** Words (and punctuation marks) removed from and added to the draft. */
  deletedWords: number;
  insertedWords: number;
}

export interface Token {
  /** What is compared: a word, or one punctuation mark. */
  word: string;
  /** The whitespace before it, kept so the text reads as it was written. */
  lead: string;
}

// A word keeps its inner apostrophes and hyphens ("don't", "well-known"); any other mark is a token of its own,
// so "content." against "content," marks only the full stop.
const TOKEN = /(\s*)([\p{L}\p{N}\p{M}_]+(?:['’-][\p{L}\p{N}\p{M}_]+)*|\S)/gu;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    tokens.push({ lead: match[1] ?? '', word: match[2] ?? '' });
  }
  return tokens;
}

// Beyond this many edits inside one gap the two passages have nothing useful in common.
const MAX_EDIT_DISTANCE = 1000;
// Patience splitting that nests deeper than this is a pathological input: go straight to the capped Myers.
const MAX_DEPTH = 64;

type Edit = 0 | 1 | 2; // equal, delete, insert
const EQUAL: Edit = 0;
const DELETE: Edit = 1;
const INSERT: Edit = 2;

/** The edit script turning a into b, as one entry per token: equal (both advance), delete (a), insert (b). */
export function diffSequences(a: ArrayLike<number>, b: ArrayLike<number>): Edit[] {
  const edits: Edit[] = [];
  diffRange(a, 0, a.length, b, 0, b.length, edits, 0);
  return edits;
}

function push(edits: Edit[], edit: Edit, count: number): void {
  for (let i = 0; i < count; i++) edits.push(edit);
}

function diffRange(
  a: ArrayLike<number>,
  aLo: number,
  aHi: number,
  b: ArrayLike<number>,
  bLo: number,
  bHi: number,
  edits: Edit[],
  depth: number,
): void {
  let prefix = 0;
  while (aLo + prefix < aHi && bLo + prefix < bHi && a[aLo + prefix] === b[bLo + prefix]) prefix++;
  push(edits, EQUAL, prefix);
  aLo += prefix;
  bLo += prefix;
  let suffix = 0;
  while (aHi - suffix > aLo && bHi - suffix > bLo && a[aHi - 1 - suffix] === b[bHi - 1 - suffix]) suffix++;
  aHi -= suffix;
  bHi -= suffix;

  if (aLo === aHi) push(edits, INSERT, bHi - bLo);
  else if (bLo === bHi) push(edits, DELETE, aHi - aLo);
  else {
    const anchors = depth < MAX_DEPTH ? uniqueAnchors(a, aLo, aHi, b, bLo, bHi) : [];
    if (anchors.length === 0) {
      cappedMyers(a, aLo, aHi, b, bLo, bHi, edits);
    } else {
      let aAt = aLo;
      let bAt = bLo;
      for (const [aIndex, bIndex] of anchors) {
        diffRange(a, aAt, aIndex, b, bAt, bIndex, edits, depth + 1);
        edits.push(EQUAL);
        aAt = aIndex + 1;
        bAt = bIndex + 1;
      }
      diffRange(a, aAt, aHi, b, bAt, bHi, edits, depth + 1);
    }
  }
  push(edits, EQUAL, suffix);
}

/**
 * Tokens found exactly once in each range, paired, and reduced to the longest run whose positions rise in
 * both (patience sorting), so that the anchors never cross.
 */
function uniqueAnchors(
  a: ArrayLike<number>,
  aLo: number,
  aHi: number,
  b: ArrayLike<number>,
  bLo: number,
  bHi: number,
): Array<[number, number]> {
  // Per token: its index in a (or -2 when it occurs more than once there) and likewise in b.
  const inA = new Map<number, number>();
  for (let i = aLo; i < aHi; i++) {
    const token = a[i]!;
    inA.set(token, inA.has(token) ? -2 : i);
  }
  const inB = new Map<number, number>();
  for (let j = bLo; j < bHi; j++) {
    const token = b[j]!;
    if (!inA.has(token) || inA.get(token) === -2) continue;
    inB.set(token, inB.has(token) ? -2 : j);
  }
  const pairs: Array<[number, number]> = [];
  for (let i = aLo; i < aHi; i++) {
    const j = inB.get(a[i]!);
    if (j !== undefined && j >= 0 && inA.get(a[i]!) === i) pairs.push([i, j]);
  }
  if (pairs.length === 0) return pairs;

  // Longest increasing subsequence of the b positions (pairs are already in a order).
  const tails: number[] = []; // index into pairs of the smallest tail of each length
  const previous = new Int32Array(pairs.length).fill(-1);
  for (let p = 0; p < pairs.length; p++) {
    const j = pairs[p]![1];
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (pairs[tails[mid]!]![1] < j) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) previous[p] = tails[lo - 1]!;
    tails[lo] = p;
  }
  const anchors: Array<[number, number]> = [];
  for (let p = tails.at(-1)!; p !== -1; p = previous[p]!) anchors.push(pairs[p]!);
  return anchors.reverse();
}

/** Myers' O(ND) diff of a gap with no unique common token; past MAX_EDIT_DISTANCE the gap is replaced whole. */
function cappedMyers(
  a: ArrayLike<number>,
  aLo: number,
  aHi: number,
  b: ArrayLike<number>,
  bLo: number,
  bHi: number,
  edits: Edit[],
): void {
  const n = aHi - aLo;
  const m = bHi - bLo;
  const maxD = Math.min(n + m, MAX_EDIT_DISTANCE);
  const offset = maxD + 1;
  const v = new Int32Array(2 * maxD + 3);
  // trace[d] holds v after step d, for diagonals -d..d, to walk the path back.
  const trace: Int32Array[] = [];
  let found = -1;
  for (let d = 0; d <= maxD && found < 0; d++) {
    for (let k = -d; k <= d; k += 2) {
      let x =
        k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!)
          ? v[offset + k + 1]!
          : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[aLo + x] === b[bLo + y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        found = d;
        break;
      }
    }
    trace.push(v.slice(offset - d, offset + d + 1));
  }
  if (found < 0) {
    push(edits, DELETE, n);
    push(edits, INSERT, m);
    return;
  }

  // Walk back from (n, m), collecting the script in reverse.
  const reversed: Edit[] = [];
  let x = n;
  let y = m;
  for (let d = found; d > 0; d--) {
    const previous = trace[d - 1]!; // diagonals -(d-1)..(d-1), index k + d - 1
    const k = x - y;
    const down = k === -d || (k !== d && previous[k - 1 + d - 1]! < previous[k + 1 + d - 1]!);
    const previousK = down ? k + 1 : k - 1;
    const previousX = previous[previousK + d - 1]!;
    const previousY = previousX - previousK;
    const startX = down ? previousX : previousX + 1;
    const startY = startX - k;
    while (x > startX && y > startY) {
      reversed.push(EQUAL);
      x--;
      y--;
    }
    reversed.push(down ? INSERT : DELETE);
    x = previousX;
    y = previousY;
  }
  while (x > 0 && y > 0) {
    reversed.push(EQUAL);
    x--;
    y--;
  }
  for (let i = reversed.length - 1; i >= 0; i--) edits.push(reversed[i]!);
}

/** An equal run, or a change: the words deleted from the draft and those inserted in their place. */
export interface DiffBlock {
  /** The equal words as the delivered text has them, and (same words) as the draft had them. */
  equal: Token[];
  equalBefore: Token[];
  deleted: Token[];
  inserted: Token[];
}

/**
 * The comparison behind the screen's view (diffWords) and the Word download with tracked changes
 * (src/web/features/jobs/tracked-docx.ts), as blocks that keep the whitespace of both texts, paragraph breaks included.
 */
export function diffBlocks(before: string, after: string): DiffBlock[] {
  const oldTokens = tokenize(before);
  const newTokens = tokenize(after);
  // Words become numbers once, so the diff compares integers rather than strings.
  const ids = new Map<string, number>();
  const toIds = (tokens: Token[]) =>
    Int32Array.from(tokens, (token) => {
      let id = ids.get(token.word);
      if (id === undefined) {
        id = ids.size;
        ids.set(token.word, id);
      }
      return id;
    });
  const edits = diffSequences(toIds(oldTokens), toIds(newTokens));

  // Blocks: an equal run, or a change (deletions and insertions together).
  const blocks: DiffBlock[] = [];
  let i = 0;
  let j = 0;
  let current: DiffBlock | undefined;
  for (const edit of edits) {
    const isEqual = edit === EQUAL;
    if (!current || current.equal.length > 0 !== isEqual) {
      current = { equal: [], equalBefore: [], deleted: [], inserted: [] };
      blocks.push(current);
    }
    if (edit === EQUAL) {
      current.equal.push(newTokens[j]!);
      current.equalBefore.push(oldTokens[i]!);
      i++;
      j++;
    } else if (edit === DELETE) current.deleted.push(oldTokens[i++]!);
    else current.inserted.push(newTokens[j++]!);
  }
  return mergeShortEqualities(blocks);
}

/** Compares a draft with the text delivered for it, word by word. */
export function diffWords(before: string, after: string): WordDiff {
  const segments: DiffSegment[] = [];
  const append = (kind: DiffKind, tokens: Token[]) => {
    if (tokens.length === 0) return;
    const text = tokens.map((token) => token.lead + token.word).join('');
    const last = segments.at(-1);
    if (last?.kind === kind) last.text += text;
    else segments.push({ kind, text });
  };
  let deletedWords = 0;
  let insertedWords = 0;
  for (const block of diffBlocks(before, after)) {
    append('equal', block.equal);
    append('delete', block.deleted);
    append('insert', block.inserted);
    deletedWords += block.deleted.length;
    insertedWords += block.inserted.length;
  }
  return { segments, deletedWords, insertedWords };
}

/**
 * A rewrite shares little words ("the", "and") with its draft by chance, which would chop every sentence into
 * confetti of struck and underlined fragments. As diff-match-patch's semantic clean-up does, an equal run no
 * longer than the changes on both sides of it is folded into one change.
 */
function mergeShortEqualities(blocks: DiffBlock[]): DiffBlock[] {
  const result: DiffBlock[] = [];
  for (const block of blocks) {
    const previous = result.at(-1);
    const beforeEqual = result.at(-2);
    const isChange = block.equal.length === 0;
    if (isChange && previous && previous.equal.length > 0 && beforeEqual && beforeEqual.equal.length === 0) {
      const size = previous.equal.length;
      const before = Math.max(beforeEqual.deleted.length, beforeEqual.inserted.length);
      const after = Math.max(block.deleted.length, block.inserted.length);
      if (size <= before && size <= after) {
        result.pop();
        // The equal words go into both halves of the merged change, each with its own text's whitespace.
        beforeEqual.deleted.push(...previous.equalBefore, ...block.deleted);
        beforeEqual.inserted.push(...previous.equal, ...block.inserted);
        continue;
      }
    }
    result.push(block);
  }
  return result;
}
