import { useState, type ReactNode } from 'react';
import { LeaveRunDialog } from '#src/components/leave-run-dialog';
import { ReportCountingProvider } from '#src/features/sites/portfolio/use-report-counting';

/** Where a fan-out's steps run; leaving while a run is going asks first. */
export function FanOutFrame({
  active,
  children,
}: {
  /** A run is checking or sending. */
  active: boolean;
  children: (finding: { stopped: boolean; onStopped: (stopped: boolean) => void }) => ReactNode;
}) {
  const [stopped, setStopped] = useState(false);
  return (
    <ReportCountingProvider paused={stopped || active}>
      {children({ stopped, onStopped: setStopped })}
      <LeaveRunDialog active={active} />
    </ReportCountingProvider>
  );
}
