import { lazy, Suspense } from 'react';
import type { Locale } from '@shared/i18n/locales';
import { useUser } from '@/api/get-user';
import { ScreenLoading } from '@/components/layouts/landmarks';
import { Spinner } from '@/components/ui/spinner';
import { DashboardHeading } from '@/features/dashboard/components/dashboard-heading';
import { useIsNewUser } from '@/api/get-is-new-user';
import { loadDashboardScreen, loadLandingPage } from './home-chunks';

// Visitors download only the landing page; signed-in beekeepers only the dashboard's chunk.
const LandingPage = lazy(() => loadLandingPage().then((m) => ({ default: m.LandingPage })));

const DashboardScreen = lazy(() => loadDashboardScreen().then((m) => ({ default: m.DashboardScreen })));

/**
 * `/`: the dashboard for a signed-in beekeeper, the landing page for a visitor. A beekeeper the server calls new
 * (no apiary and no hive) is welcomed as such; the answer is kept for the visit (creates don't refetch it), so the
 * greeting doesn't change as the first apiary is made. The getting-started checklist shows unless the answer says
 * the beekeeper closed it (it also goes once every step is done). The Daily Beekeeping Tip shows here only, once
 * the dashboard's figures are in.
 */
export function HomeRoute() {
  const { data: user, isPending } = useUser();
  const firstRun = useIsNewUser({ enabled: Boolean(user) }).data;
  // Wait for the answer, so a returning beekeeper never downloads the landing page on the way to the dashboard.
  if (isPending) return <Spinner className="min-h-[50vh]" />;
  return (
    <Suspense fallback={user ? <ScreenLoading heading={<DashboardHeading />} /> : <Spinner className="min-h-[50vh]" />}>
      {user ? <DashboardScreen firstRun={firstRun} userId={user.id} /> : <LandingPage />}
    </Suspense>
  );
}

/** `/de`, `/fr`...: the landing page in the language its address names, for visitors and beekeepers alike. */
export function LocalizedLandingRoute({ locale }: { locale: Locale }) {
  return (
    <Suspense fallback={<Spinner className="min-h-[50vh]" />}>
      <LandingPage locale={locale} />
    </Suspense>
  );
}
