// The ?token= of the links the product emails (reset, confirm, unsubscribe). The server decides whether a
// token is good; the page only drops what cannot be one, so that it never sends a megabyte back.
export interface TokenSearch {
  token?: string;
}

const MAX_TOKEN_LENGTH = 2048;

export function validateTokenSearch(search: Record<string, unknown>): TokenSearch {
  const { token } = search;
  if (typeof token !== 'string') return {};
  const trimmed = token.trim();
  return trimmed.length > 0 && trimmed.length <= MAX_TOKEN_LENGTH ? { token: trimmed } : {};
}
