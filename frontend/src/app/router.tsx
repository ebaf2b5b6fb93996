import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Outlet, Route, Routes, useLocation, useParams } from 'react-router-dom';
import type { Locale } from '@shared/i18n/locales';
import { localeNamedBy, translatedPage } from '@shared/i18n/visitor-paths';
import type { User } from '@shared/schemas/user';
import { useUser } from '@/api/get-user';
import { BrandOnlyLayout } from '@/components/layouts/brand-only-layout';
import { PHONE_TAB_CLASS, SignedInFrameSkeleton } from '@/components/layouts/signed-in-frame';
import { SignedOutLayout } from '@/components/layouts/signed-out-layout';
import { Spinner } from '@/components/ui/spinner';
import { StartUpgradeContext } from '@/components/start-upgrade';
import { paths } from '@/config/paths';
import { DashboardHeading } from '@/features/dashboard/components/dashboard-heading';
import { HivesHeading } from '@/features/hives/components/hives-heading';
import { hasStoredSession } from '@/lib/auth';
import { startsInEnglish } from '@/lib/i18n/first-paint';
import { loadDashboardScreen, loadLandingPage } from './routes/home-chunks';

// Every screen is its own chunk, so the landing page ships none of the signed-in screens' code. (Declarative
// routes: the data router would add 17 KB of gzip to every page for loaders HiveKeeper does not use.)
const loadHome = () => import('./routes/home');
const loadPricing = () => import('./routes/pricing');
const loadProfile = () => import('./routes/profile');
const loadFeedback = () => import('./routes/feedback');
const loadAdmin = () => import('./routes/admin');
const loadUnsubscribe = () => import('./routes/unsubscribe');
const loadSignedInLayout = () => import('@/components/layouts/signed-in-layout');
const loadSearchPalette = () => import('./routes/search-palette');

/** A screen of signed-in users: its path, its chunk, and the name of the route component the chunk exports. */
function userScreen<Chunk extends Record<Name, ComponentType>, Name extends keyof Chunk>(
  path: string,
  load: () => Promise<Chunk>,
  component: Name,
) {
  return { path, load, Screen: lazy(() => load().then((chunk) => ({ default: chunk[component] }))) };
}

/** The screens for signed-in users (a visitor sees Authentication Required there): a new one is one line. */
const USER_SCREENS = [
  userScreen(paths.app.apiaries.path, () => import('./routes/apiaries'), 'ApiariesRoute'),
  userScreen(paths.app.hives.path, () => import('./routes/hives'), 'HivesRoute'),
  userScreen(paths.app.hive.path, () => import('./routes/hive'), 'HiveRoute'),
  userScreen(paths.app.labels.path, () => import('./routes/hive-labels'), 'HiveLabelsRoute'),
  userScreen(paths.app.inspections.path, () => import('./routes/inspections'), 'InspectionsRoute'),
  userScreen(paths.app.production.path, () => import('./routes/production'), 'ProductionRoute'),
  userScreen(paths.app.treatments.path, () => import('./routes/treatments'), 'TreatmentsRoute'),
  userScreen(paths.app.schedule.path, () => import('./routes/schedule'), 'ScheduleRoute'),
  userScreen(paths.app.queens.path, () => import('./routes/queens'), 'QueensRoute'),
  userScreen(paths.app.queen.path, () => import('./routes/queen'), 'QueenRoute'),
  userScreen(paths.app.finance.path, () => import('./routes/finance'), 'FinanceRoute'),
  userScreen(paths.app.community.path, () => import('./routes/community'), 'CommunityRoute'),
  userScreen(paths.app.team.path, () => import('./routes/team'), 'TeamRoute'),
  userScreen(paths.app.winterLosses.path, () => import('./routes/winter-losses'), 'WinterLossesRoute'),
];

const HomeRoute = lazy(() => loadHome().then((m) => ({ default: m.HomeRoute })));
const LocalizedLandingRoute = lazy(() => loadHome().then((m) => ({ default: m.LocalizedLandingRoute })));
const LoginRoute = lazy(() => import('./routes/login').then((m) => ({ default: m.LoginRoute })));
const PricingRoute = lazy(() => loadPricing().then((m) => ({ default: m.PricingRoute })));
const ProfileRoute = lazy(() => loadProfile().then((m) => ({ default: m.ProfileRoute })));
const FeedbackRoute = lazy(() => loadFeedback().then((m) => ({ default: m.FeedbackRoute })));
const AdminRoute = lazy(() => loadAdmin().then((m) => ({ default: m.AdminRoute })));
const UnsubscribeRoute = lazy(() => loadUnsubscribe().then((m) => ({ default: m.UnsubscribeRoute })));
const NewsletterConfirmRoute = lazy(() =>
  import('./routes/newsletter-confirm').then((m) => ({ default: m.NewsletterConfirmRoute })),
);
const InvitationRoute = lazy(() => import('./routes/invitation').then((m) => ({ default: m.InvitationRoute })));
// Rare screens that the landing page's first script has no room for: the account that could not load (the service
// worker keeps its chunk for a beekeeper without signal), and the redirect once signed in.
const AccountLoadError = lazy(() =>
  import('@/components/layouts/account-load-error').then((m) => ({ default: m.AccountLoadError })),
);
const ReturnAfterSignIn = lazy(() =>
  import('./routes/return-after-sign-in').then((m) => ({ default: m.ReturnAfterSignIn })),
);
const NotFoundRoute = lazy(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute })));
const AuthenticationRequired = lazy(() =>
  import('./routes/authentication-required').then((m) => ({ default: m.AuthenticationRequiredRoute })),
);
const AccessDenied = lazy(() => import('./routes/access-denied').then((m) => ({ default: m.AccessDeniedRoute })));
// The signed-in frame (side menu, account and phone menus) is a chunk of its own: visitors never load it.
const SignedInLayout = lazy(() => loadSignedInLayout().then((m) => ({ default: m.SignedInLayout })));
// The notification bell (an admin's notices, a beekeeper's hive alerts): a chunk of its own, after the frame.
const NotificationBell = lazy(() =>
  import('@/features/notifications/components/notification-bell').then((m) => ({ default: m.NotificationBell })),
);
// Its header's search box and palette too (the results' code loads only when the box is focused).
const SearchPalette = lazy(() => loadSearchPalette().then((m) => ({ default: m.SearchPalette })));
// The payment dialog every Upgrade to Pro opens, downloaded when one is pressed.
const PaymentDialog = lazy(() =>
  import('@/features/billing/components/payment-dialog').then((m) => ({ default: m.PaymentDialog })),
);
// The phone tab bar's Inspect tab: the New Inspection button (its form loads when the dialog opens).
const PhoneInspectTab = lazy(() => import('./routes/phone-inspect-tab').then((m) => ({ default: m.PhoneInspectTab })));

/**
 * What a screen shows while the signed-in user loads and while its chunk downloads, above a spinner: its heading,
 * when it is the same for every user. Part of this first script (a few hundred bytes), not of the screen's chunk,
 * so it paints with the frame, not a chunk later: it is the screen's largest text, the page's LCP.
 */
export const LOADING_HEADINGS: Readonly<Record<string, ComponentType>> = {
  [paths.home.path]: DashboardHeading,
  [paths.app.hives.path]: HivesHeading,
};

/** The chunks each screen's first render needs, for a visitor and for a signed-in beekeeper. */
const SCREEN_CHUNKS: Record<string, { visitor: (() => Promise<unknown>)[]; user: (() => Promise<unknown>)[] }> = {
  [paths.home.path]: {
    visitor: [loadHome, loadLandingPage],
    user: [loadHome, loadDashboardScreen],
  },
  [paths.pricing.path]: { visitor: [loadPricing], user: [loadPricing] },
  [paths.feedback.path]: { visitor: [loadFeedback], user: [loadFeedback] },
  [paths.unsubscribe.path]: { visitor: [loadUnsubscribe], user: [loadUnsubscribe] },
  ...Object.fromEntries(USER_SCREENS.map(({ path, load }) => [path, { visitor: [], user: [load] }])),
  [paths.app.profile.path]: { visitor: [], user: [loadProfile] },
  [paths.app.admin.path]: { visitor: [], user: [loadAdmin] },
};

/**
 * Starts downloading the chunks the screen at `path` renders first (and the signed-in frame), in parallel, as the
 * app starts: otherwise each is asked for only once the one before it has rendered.
 */
export function preloadScreen(path: string, { signedIn }: { signedIn: boolean }): void {
  // `/de`, `/de/pricing`...: the visitor's page in its language, for visitors and beekeepers alike.
  const translated = translatedPage(path);
  const screen = translated
    ? SCREEN_CHUNKS[translated.page]?.visitor
    : SCREEN_CHUNKS[path]?.[signedIn ? 'user' : 'visitor'];
  const loads = [...(signedIn ? [loadSignedInLayout, loadSearchPalette] : []), ...(screen ?? [])];
  // A failed download is reported by the lazy screen that needs it, with its own error state.
  for (const load of loads) load().catch(() => undefined);
}

/**
 * HiveKeeper's routes (spec section 2). One table serves both audiences: the layout follows the current user, user
 * screens sit in a `UserOnly` group (a visitor sees Authentication Required there), admin screens in an
 * `AdminOnly` group, and any other path is the 404 page.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<CurrentUserGate />}>
        <Route element={<VisitorOnly />}>
          <Route element={<BrandOnlyLayout />}>
            <Route path={paths.auth.login.path} element={<LoginRoute />} />
          </Route>
        </Route>
        <Route element={<AppLayout />}>
          <Route index element={<HomeRoute />} />
          <Route path={paths.pricing.path} element={<PricingRoute />} />
          <Route path={paths.feedback.path} element={<FeedbackRoute />} />
          <Route path={paths.unsubscribe.path} element={<UnsubscribeRoute />} />
          <Route path={paths.newsletterConfirm.path} element={<NewsletterConfirmRoute />} />
          <Route path={paths.invitation.path} element={<InvitationRoute />} />
          <Route element={<UserOnly />}>
            {USER_SCREENS.map(({ path, Screen }) => (
              <Route key={path} path={path} element={<Screen />} />
            ))}
          </Route>
          {/* Signed out, the profile says 'You are logged out' and goes to sign-in itself (spec section 9). */}
          <Route path={paths.app.profile.path} element={<ProfileRoute />} />
          <Route element={<AdminOnly />}>
            <Route path={paths.app.admin.path} element={<AdminRoute />} />
          </Route>
          <Route path={paths.translated.path} element={<TranslatedPage Page={LocalizedLandingRoute} />} />
          <Route path={paths.translated.pricing.path} element={<TranslatedPage Page={PricingRoute} />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
      </Route>
    </Routes>
  );
}

/** `/de`, `/de/pricing`...: a visitor's page in the language its address names; another first segment is a 404. */
function TranslatedPage({ Page }: { Page: ComponentType<{ locale: Locale }> }) {
  const locale = localeNamedBy(useParams().locale);
  return locale ? <Page locale={locale} /> : <NotFoundRoute />;
}

/**
 * Who is signed in decides what renders. A visitor's browser (no session stored) waits for that with a spinner
 * (spec: Loading...); a beekeeper's goes on to the layout, which paints the signed-in frame while the user loads
 * (AppLayout). If the app can't find out and has no offline copy of the user, it says so and offers a retry rather
 * than guessing.
 */
function CurrentUserGate() {
  const user = useUser();
  if (user.isPending && !hasStoredSession()) return <Spinner className="min-h-screen" />;
  // Offline, the user restored from the offline copy stays on screen although asking for it again failed.
  if (user.isError && user.data === undefined)
    return (
      <Suspense fallback={<Spinner className="min-h-screen" />}>
        <AccountLoadError onRetry={() => void user.refetch()} isRetrying={user.isFetching} />
      </Suspense>
    );
  return <Outlet />;
}

/**
 * The signed-in frame for users, the signed-out one for visitors; screens render inside either. Still loading,
 * the user has a stored session (CurrentUserGate): the signed-in frame paints at once, its screen once the user
 * is known, so nothing of one account shows before the app knows whose session it is.
 */
function AppLayout() {
  const user = useUser();
  return user.data || user.isPending ? <SignedInApp user={user.data ?? undefined} /> : <SignedOutLayout />;
}

const INSPECT_TAB_PLACEHOLDER = <span className={PHONE_TAB_CLASS} />;

/** The same element whether the user is known yet or not, so the frame stays mounted when they load. */
function SignedInApp({ user }: { user: User | undefined }) {
  // The frame's headings are the screens' English words (no catalogue is loaded yet): another language shows the
  // spinner alone until the screen speaks it.
  const { pathname } = useLocation();
  const LoadingHeading = startsInEnglish() ? LOADING_HEADINGS[pathname] : undefined;
  const [paying, setPaying] = useState(false);
  const [startUpgrade] = useState(() => () => setPaying(true));
  return (
    <StartUpgradeContext value={startUpgrade}>
      {paying && (
        <Suspense fallback={null}>
          <PaymentDialog open onOpenChange={setPaying} />
        </Suspense>
      )}
      <Suspense fallback={<SignedInFrameSkeleton heading={LoadingHeading && <LoadingHeading />} />}>
        <SignedInLayout
          user={user}
          search={
            <Suspense fallback={null}>
              <SearchPalette user={user} />
            </Suspense>
          }
          headerActions={
            user ? (
              <Suspense fallback={null}>
                <NotificationBell />
              </Suspense>
            ) : undefined
          }
          inspectAction={
            // Its place is kept while the user and the tab's chunk load, so the tabs don't move.
            <Suspense fallback={INSPECT_TAB_PLACEHOLDER}>
              {user ? <PhoneInspectTab /> : INSPECT_TAB_PLACEHOLDER}
            </Suspense>
          }
          loading={LoadingHeading && <LoadingHeading />}
        />
      </Suspense>
    </StartUpgradeContext>
  );
}

/**
 * The sign-in screen, for visitors only: a signed-in user goes to the page they asked for (`?redirect=`, checked
 * to be a page of this app) or the dashboard, which is also where signing in lands (it reloads the current user,
 * see App). Decided here, so a signed-in visit never downloads the Authenticator.
 */
function VisitorOnly() {
  const user = useUser();
  // A stored session still loading (CurrentUserGate): not the sign-in form, which may be about to go away.
  if (user.isPending) return <Spinner className="min-h-screen" />;
  return user.data ? (
    <Suspense fallback={null}>
      <ReturnAfterSignIn />
    </Suspense>
  ) : (
    <Outlet />
  );
}

/** Screens for signed-in users: a visitor gets the Authentication Required screen instead. */
function UserOnly() {
  return useUser().data ? <Outlet /> : <AuthenticationRequired />;
}

/** Admin screens: not there at all for visitors (404), forbidden for other users (403). */
function AdminOnly() {
  const user = useUser().data;
  if (!user) return <NotFoundRoute />;
  if (!user.isAdmin) return <AccessDenied />;
  return <Outlet />;
}
