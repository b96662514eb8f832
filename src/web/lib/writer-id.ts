// Apart from the profile's query, which brings the tRPC client, and from the /humanise draft: the checks of
// /copywriters/$id and of /humanise?writer= run in the entry chunk that every page loads first, and must pull
// in neither (docs/decisions/0009).

/** A writer id as the server accepts it: digits only, within PostgreSQL's integer; undefined otherwise. */
export function writerIdOf(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : undefined;
}
