// Apart from the profile's query, which brings the tRPC client: the route's guard runs in the entry chunk that
// every page loads first, and must not pull the client in with it (docs/decisions/0009).

/** A writer id as the server accepts it: digits only, within PostgreSQL's integer; undefined otherwise. */
export function writerIdOf(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : undefined;
}
