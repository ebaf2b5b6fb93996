import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { dashboardMetricsQueryOptions } from '@/api/get-dashboard-metrics';
import { isDailyTipTurn, markDailyTipShown } from '../utils/daily-tip-turn';

// The dialog and the tips' text are a chunk of their own, downloaded only on a day the tip shows.
const DailyTipDialog = lazy(() => import('./daily-tip-dialog').then((m) => ({ default: m.DailyTipDialog })));

/**
 * The Daily Beekeeping Tip on the dashboard: once a day per browser (not on the first visit in a browser), and only
 * once the dashboard's figures have loaded, so it never covers a screen still arriving. Any way of closing it keeps
 * it away for the rest of the day.
 */
export function DailyTip({ userId }: { userId: string }) {
  const [shownOn] = useState(() => new Date());
  const [due, setDue] = useState(() => isDailyTipTurn(userId, shownOn));
  // Reads the figures the dashboard asks for (no request of its own once they are there).
  const dashboardLoaded = useQuery({
    ...dashboardMetricsQueryOptions(),
    refetchOnMount: false,
    enabled: due,
  }).isSuccess;
  if (!due || !dashboardLoaded) return null;

  function dismiss() {
    markDailyTipShown(userId, shownOn);
    setDue(false);
  }

  return (
    <Suspense fallback={null}>
      <DailyTipDialog today={shownOn} onDismiss={dismiss} />
    </Suspense>
  );
}
