// "Your changes so far" in the delivery form: the round's report computed in the browser from the same shared
// function the server stores at delivery (docs/decisions/0045). Loaded lazily by the form once the writer types,
// so the readability package and the word diff cost the job page nothing until then.
import { useDeferredValue, useMemo } from 'react';
import { roundReport } from '../../shared/domain/round-report.ts';
import { RoundReportCard } from './round-report-card.tsx';

export function ChangesSoFar({ before, after }: { before: string; after: string }) {
  // Deferred so that typing stays responsive on a long text: the figures follow a moment later.
  const deferred = useDeferredValue(after);
  const report = useMemo(() => roundReport(before, deferred), [before, deferred]);
  return <RoundReportCard report={report} title="Your changes so far" />;
}
