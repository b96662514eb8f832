// What the next delivered round is measured against (docs/decisions/0045): the round before it, or for the first
// round the client's draft. The server stores the round's report against it; the delivery forms (the job page's
// and the dashboard's Active tab) show "your changes so far" against the same text. Kept apart from
// round-report.ts so that a screen choosing the text does not load the readability packages with it.

export function nextRoundBaseline(draft: string, latestRound: { result: string } | null | undefined): string {
  return latestRound?.result ?? draft;
}
