// "Your changes so far" in the delivery form: the round's report computed in the browser from the same shared
// function the server stores at delivery (docs/decisions/0045). Loaded lazily by the form once the writer types,
// so the readability package and the word diff cost the job page nothing until then.
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { roundReport } from '../../shared/domain/round-report.ts';
import { RoundReportCard } from './round-report-card.tsx';

// The report is one synchronous computation (tens of milliseconds for 3,000 words, more on a slow phone) that
// React cannot interrupt, so deferring it (useDeferredValue) still ran it after every key: typing 34 keys into a
// 3,000-word text took 9 s. It is computed once the writer pauses instead, as the estimate on /humanise asks.
export const CHANGES_PAUSE_MS = 400;

export function ChangesSoFar({ before, against, after }: { before: string; against: string; after: string }) {
  const [settled] = useDebouncedValue(after, CHANGES_PAUSE_MS);
  const report = useMemo(() => roundReport(before, settled), [before, settled]);
  return <RoundReportCard report={report} title={`Your changes so far (against ${against})`} />;
}
