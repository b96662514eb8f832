// The small pieces of wording every notification template shares: the brand and other words that differ
// between British and American spelling, money, dates, stars, and clipping long titles for a subject line.
import type { Language } from '../../shared/constants.ts';

export function spelled(spelling: Language, uk: string, us: string): string {
  return spelling === 'us' ? us : uk;
}

export function brandName(spelling: Language): string {
  return spelled(spelling, 'Humanise AI', 'Humanize AI');
}

// The business runs on London time, so a payment made at 00:30 BST is dated the day the client paid,
// whichever time zone the server happens to run in.
const longDates: Record<Language, Intl.DateTimeFormat> = {
  uk: new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  }),
  us: new Intl.DateTimeFormat('en-US', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  }),
};

/** "22 November 2026" or "November 22, 2026"; null for a value that is not a date, so nothing odd is shown. */
export function formatLongDate(iso: string, spelling: Language): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : longDates[spelling].format(date);
}

/**
 * One line of at most `max` characters: user text may hold newlines (which must never reach a mail header)
 * and a job title may be 200 characters long. Cuts at a word boundary when one is near, and marks the cut.
 */
export function clip(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, Math.max(1, max - 1));
  const space = line[cut.length] === ' ' ? cut.length : cut.lastIndexOf(' ');
  const atWord = space >= cut.length * 0.6 ? cut.slice(0, space) : cut;
  return `${atWord.replace(/[\s,.;:–—-]+$/, '')}…`;
}

export function quoted(text: string, max = Number.POSITIVE_INFINITY): string {
  return `“${clip(text, max)}”`;
}

export const SUBJECT_MAX = 80;

/** A subject naming a job: `New quote for “Blog post about tea”`, clipping the title so the whole fits. */
export function subjectWithTitle(before: string, title: string, after = ''): string {
  const room = SUBJECT_MAX - before.length - after.length - 2;
  return `${before}${quoted(title, Math.max(12, room))}${after}`;
}

export function starParts(rating: number): { filled: string; empty: string; score: string } {
  const count = Math.min(5, Math.max(0, Math.round(Number.isFinite(rating) ? rating : 0)));
  return { filled: '★'.repeat(count), empty: '☆'.repeat(5 - count), score: `(${count}/5)` };
}

/** "★★★★☆ (4/5)": the rating as text, since many email clients show no images by default. */
export function stars(rating: number): string {
  const { filled, empty, score } = starParts(rating);
  return `${filled}${empty} ${score}`;
}

export function pathWithToken(path: string, token: string): string {
  return `${path}?token=${encodeURIComponent(token)}`;
}

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** The in-app item's limits: a title the bell can show on one line, a body of one short sentence. */
export const IN_APP_TITLE_MAX = 60;
export const IN_APP_BODY_MAX = 140;
