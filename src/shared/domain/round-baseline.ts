// What the next delivered round is measured against (docs/decisions/0045): the round before it, or for the first
// round the client's draft. The server stores the round's report against it; the delivery forms (the job page's
// and the dashboard's Active tab) show "your changes so far" against the same text and say which it is. Kept
// apart from round-report.ts so that a screen choosing the text does not load the readability packages with it.

export interface RoundBaseline {
  text: string;
  /** As the job page names a round's comparison: "the draft", "round 2". */
  label: string;
}

export function nextRoundBaseline(
  draft: string,
  latestRound: { result: string; round: number } | null | undefined,
): RoundBaseline {
  return latestRound
    ? { text: latestRound.result, label: `round ${latestRound.round}` }
    : { text: draft, label: 'the draft' };
}
