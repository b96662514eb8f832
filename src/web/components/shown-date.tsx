// A date as the reader sees it: in UTC while the page hydrates the server's HTML, which knows no reader's zone,
// then in the reader's own (docs/decisions/0009, 0013). The render that follows hydration is React's, at once
// and in one task; a card that asked for the zone itself was drawn again whole, every card of a list in that
// one task, where this draws a line of text again (docs/decisions/0043).
import type { Language } from '../../shared/constants.ts';
import { formatDate, formatDateFor } from '../lib/format.ts';
import { useDateZone } from '../lib/hydration.ts';

/** The date, in the account's spelling when `language` is given; `format` words a sentence around it. */
export function ShownDate({
  value,
  language,
  format = (date) => date,
}: {
  value: string | null | undefined;
  language?: Language;
  format?: (date: string) => string;
}) {
  const zone = useDateZone();
  const date = language ? formatDateFor(value, language, zone) : formatDate(value, zone);
  return format(date ?? '');
}
