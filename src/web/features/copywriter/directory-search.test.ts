import { describe, expect, it } from 'vitest';
import { directorySearchText, validateDirectorySearch } from './directory-search.ts';

describe('the directory search in the address', () => {
  it('keeps what was typed without its outer spaces, and drops a blank or non-text search', () => {
    expect(validateDirectorySearch({ q: '  Quill feather ' })).toEqual({ q: 'Quill feather' });
    expect(validateDirectorySearch({ q: '   ' })).toEqual({});
    expect(validateDirectorySearch({ q: 42 })).toEqual({});
    expect(validateDirectorySearch({})).toEqual({});
  });

  it('cuts a search to the 200 characters the server takes', () => {
    expect(directorySearchText('a'.repeat(250))).toHaveLength(200);
  });
});
