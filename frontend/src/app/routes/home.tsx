import { lazy, Suspense } from 'react';
import { useUser } from '@/api/get-user';
import { Spinner } from '@/components/ui/spinner';
import { loadAddHiveButton, loadDashboard, loadLandingPage } from './home-chunks';

// Visitors download only the landing page; the dashboard and the add-hive flow (forms, validation, dialogs) load
// together, in parallel, for signed-in beekeepers.
const LandingPage = lazy(() => loadLandingPage().then((m) => ({ default: m.LandingPage })));

const DashboardWithActions = lazy(async () => {
  const [{ Dashboard }, { AddHiveButton }] = await Promise.all([loadDashboard(), loadAddHiveButton()]);
  return { default: () => <Dashboard addHiveAction={<AddHiveButton />} /> };
});

/** `/`: the dashboard for a signed-in beekeeper, the landing page for a visitor. */
export function HomeRoute() {
  const { data: user, isPending } = useUser();
  // Wait for the answer, so a returning beekeeper never downloads the landing page on the way to the dashboard.
  if (isPending) return <Spinner className="min-h-[50vh]" />;
  return (
    <Suspense fallback={<Spinner className="min-h-[50vh]" />}>
      {user ? <DashboardWithActions /> : <LandingPage />}
    </Suspense>
  );
}
