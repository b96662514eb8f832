// The directory's search lives in the address (/copywriters?q=...), so that a search can be shared and reloaded;
// the box writes it there once typing pauses, and the server answers it.
import { TEXT_MAXIMUMS } from '../../../shared/constants.ts';

export interface DirectorySearch {
  q?: string;
}

// Long enough to see a word through, short enough that the server is not asked once per key.
export const SEARCH_DEBOUNCE_MS = 300;

/** The search as the server takes it: what was typed without its outer spaces, or nothing when blank. */
export function directorySearchText(typed: unknown): string | undefined {
  if (typeof typed !== 'string') return undefined;
  // The server refuses a longer search with a 400; the address is cut to what it takes.
  const text = typed.trim().slice(0, TEXT_MAXIMUMS.shortText);
  return text === '' ? undefined : text;
}

export function validateDirectorySearch(search: Record<string, unknown>): DirectorySearch {
  const q = directorySearchText(search.q);
  return q ? { q } : {};
}
