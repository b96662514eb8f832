// A file in src/ longer than 300 lines says why at its top (issue 27's house rule): a long file is either one
// thing a reader needs whole, which its first lines then say, or two things that want two files.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const MAX_LINES = 300;
// The first line of a long file starts with this, then gives the reason.
const REASON = /^\/\/ (Over 300 lines|Generated from)/;

it(`gives a reason at the top of every file in src/ over ${MAX_LINES} lines`, () => {
  const root = path.resolve(import.meta.dirname, '..');
  const files = execFileSync('git', ['ls-files', 'src'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx|css)$/.test(file));
  const unexplained = files.filter((file) => {
    const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
    return lines.length > MAX_LINES + 1 && !REASON.test(lines[0] ?? '');
  });
  expect(unexplained).toEqual([]);
});
