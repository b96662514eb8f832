// An API key's requests are counted in fixed windows of a minute, aligned on the clock (docs/decisions/0047).
// A test that counts requests into one window waits, when the minute is nearly over, until the next one
// starts: otherwise its requests could fall into two windows and be counted apart.
const ROOM_MS = 10_000;

export async function awayFromMinuteEdge(): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute < 60_000 - ROOM_MS) return;
  await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 200));
}
