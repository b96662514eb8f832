// How deep a JSON text nests, read without parsing it: the REST door walks request bodies recursively (the
// adapter's coercion, the schema's parse), and a body nested thousands of levels deep would overflow the stack
// there. No form of this product nests past a handful of levels.
export const MAX_JSON_DEPTH = 64;

/** Whether the text nests deeper than `max` arrays and objects; brackets inside strings do not count. */
export function nestsDeeperThan(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}
