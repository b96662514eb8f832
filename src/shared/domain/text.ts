// Text helpers shared by the pages and the services, so a word count or an excerpt never differs between them.
import { EXCERPT_LENGTHS } from '../constants.ts';

export function wordCount(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

export function excerpt(text: string, length: number = EXCERPT_LENGTHS.helperDefault): string {
  return text.length <= length ? text : `${text.slice(0, length)}...`;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
}
