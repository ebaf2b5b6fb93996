import { lazy, Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { useUser } from '@/api/get-user';
import { Spinner } from '@/components/ui/spinner';

// Every screen is its own chunk, so the landing page ships none of the signed-in screens' code. (Declarative
// routes: the data router would add 17 KB of gzip to every page for loaders HiveKeeper does not use.)
const HomeRoute = lazy(() => import('./routes/home').then((m) => ({ default: m.HomeRoute })));
const LoginRoute = lazy(() => import('./routes/login').then((m) => ({ default: m.LoginRoute })));
const PricingRoute = lazy(() => import('./routes/pricing').then((m) => ({ default: m.PricingRoute })));
const ApiariesRoute = lazy(() => import('./routes/apiaries').then((m) => ({ default: m.ApiariesRoute })));
const HivesRoute = lazy(() => import('./routes/hives').then((m) => ({ default: m.HivesRoute })));
const AdminRoute = lazy(() => import('./routes/admin').then((m) => ({ default: m.AdminRoute })));
const NotFoundRoute = lazy(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute })));

/**
 * HiveKeeper's routes (spec section 2). One table serves both audiences: a route's screen decides from the current
 * user whether a visitor sees it, the Authentication Required screen, or the 404 page.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomeRoute />} />
        <Route path="login" element={<LoginRoute />} />
        <Route path="pricing" element={<PricingRoute />} />
        <Route path="apiaries" element={<ApiariesRoute />} />
        <Route path="hives" element={<HivesRoute />} />
        <Route path="admin" element={<AdminRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}

/** Nothing renders until the app knows who is signed in (spec: a spinner with Loading...). */
function RootLayout() {
  const user = useUser();
  if (user.isPending) return <Spinner className="min-h-screen" />;
  return (
    <Suspense fallback={<Spinner className="min-h-[50vh]" />}>
      <Outlet />
    </Suspense>
  );
}
