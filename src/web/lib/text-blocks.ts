// A long text is drawn a paragraph at a time (components/long-text.tsx), each paragraph with the blank line
// that ends it, so that the blocks, put together, are the text exactly: its copy, its search and its
// textContent stay what was written.

// Below this length a text is one block: there is nothing worth skipping.
export const BLOCKS_FROM_CHARS = 4_000;

/** The text cut after each blank line, whatever its length. */
export function splitAfterBlankLines(text: string): string[] {
  return text.split(/(?<=\n[^\S\n]*\n)/);
}

/** The text cut after each blank line, or whole when it is short. */
export function textBlocks(text: string): string[] {
  return text.length < BLOCKS_FROM_CHARS ? [text] : splitAfterBlankLines(text);
}
