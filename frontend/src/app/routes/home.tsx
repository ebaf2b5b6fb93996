import { lazy, Suspense } from 'react';
import { useUser } from '@/api/get-user';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '../page-title';

// Visitors download only the landing page; the dashboard and the add-hive flow (forms, validation, dialogs) load
// together, in parallel, for signed-in beekeepers.
const LandingPage = lazy(() =>
  import('@/features/landing/components/landing-page').then((m) => ({ default: m.LandingPage })),
);

const DashboardWithActions = lazy(async () => {
  const [{ Dashboard }, { AddHiveButton }, { renderFirstApiaryDialog }] = await Promise.all([
    import('@/features/dashboard/components/dashboard'),
    import('@/features/hives/components/add-hive-button'),
    import('./first-apiary-dialog'),
  ]);
  return {
    default: () => <Dashboard addHiveAction={<AddHiveButton renderFirstApiaryDialog={renderFirstApiaryDialog} />} />,
  };
});

/** `/`: the dashboard for a signed-in beekeeper, the landing page for a visitor. */
export function HomeRoute() {
  const { data: user, isPending } = useUser();
  useDocumentTitle(user ? 'dashboard' : 'landing');
  // Wait for the answer, so a returning beekeeper never downloads the landing page on the way to the dashboard.
  if (isPending) return <Spinner className="min-h-[50vh]" />;
  return (
    <Suspense fallback={<Spinner className="min-h-[50vh]" />}>
      {user ? <DashboardWithActions /> : <LandingPage />}
    </Suspense>
  );
}
