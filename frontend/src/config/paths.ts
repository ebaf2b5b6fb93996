/**
 * Every screen of HiveKeeper's web app, after bulletproof-react's `config/paths.ts`: `path` is what the router
 * matches, `getHref(...)` what links and navigation go to. A screen's address is written here and nowhere else.
 */
import { NEWSLETTER_LINKS } from '@shared/domain/newsletter';
import { REMINDER_LINKS } from '@shared/domain/reminder-links';
import { TEAM_LINKS } from '@shared/domain/team-links';

export type SignInTab = 'signIn' | 'signUp';

/** The query `/login` reads: the tab it opens on and the page to return to after signing in. */
export const SIGN_IN_QUERY = { tab: 'tab', redirect: 'redirect' } as const;

/** The query `/hives` reads: the apiary its list is filtered to. */
export const HIVES_QUERY = { apiaryId: 'apiaryId' } as const;

/** The query `/inspections` reads: the hive its list is filtered to (a hive card's Inspect action sets it). */
export const INSPECTIONS_QUERY = { hiveId: 'hiveId' } as const;

/** The query `/treatments` reads: the hive and the treatment type its list is filtered to. */
export const TREATMENTS_QUERY = { hiveId: 'hiveId', treatmentType: 'treatmentType' } as const;
/** The query `/production` reads: the year its summary and charts cover (this year when absent), the hive listed. */
export const PRODUCTION_QUERY = { year: 'year', hiveId: 'hiveId' } as const;
/** The query `/schedule` reads: the tasks it shows (pending or completed; all when absent). */
export const SCHEDULE_QUERY = { status: 'status' } as const;

const HOME = '/';
const LOGIN = '/login';
const HIVES = '/hives';
const INSPECTIONS = '/inspections';
const PRODUCTION = '/production';
const TREATMENTS = '/treatments';
const SCHEDULE = '/schedule';
const QUEENS = '/queens';

/** `path` with `query`'s set values after `?`, or `path` alone when there are none. */
function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export const paths = {
  /** The landing page for a visitor, the dashboard for a signed-in beekeeper. */
  home: { path: HOME, getHref: () => HOME },
  pricing: { path: '/pricing', getHref: () => '/pricing' },
  /**
   * The landing page and pricing in another language (`/de`, `/de/pricing`): the router matches these; links are
   * made by `localizedPath` (shared/i18n/visitor-paths.ts), which the prerendered pages' table also uses.
   */
  translated: { path: '/:locale', pricing: { path: '/:locale/pricing' } },
  /** The feedback form, for visitors and signed-in users alike. */
  feedback: { path: '/feedback', getHref: () => '/feedback' },
  /** A reminder e-mail's unsubscribe link: no sign-in, the signed token names the beekeeper. */
  unsubscribe: {
    path: REMINDER_LINKS.unsubscribe,
    getHref: (token: string) => withQuery(REMINDER_LINKS.unsubscribe, { token }),
  },
  /** A newsletter confirmation e-mail's link: no sign-in, the signed token names the address. */
  newsletterConfirm: {
    path: NEWSLETTER_LINKS.confirm,
    getHref: (token: string) => withQuery(NEWSLETTER_LINKS.confirm, { token }),
  },
  /** A team invitation e-mail's link: the signed token names the invitation; accepting needs the invited beekeeper. */
  invitation: {
    path: TEAM_LINKS.invitation,
    getHref: (token: string) => withQuery(TEAM_LINKS.invitation, { token }),
  },
  auth: {
    login: {
      path: LOGIN,
      /**
       * `/login`, on the Create Account tab for `signUp`, returning to `redirect` (path, query and fragment)
       * after; the dashboard, where signing in lands anyway, needs no redirect. The sign-in screen follows a
       * redirect only to a page of this app (`safeReturnPath`).
       */
      getHref: ({ tab = 'signIn', redirect }: { tab?: SignInTab; redirect?: string } = {}) =>
        withQuery(LOGIN, {
          [SIGN_IN_QUERY.tab]: tab === 'signUp' ? tab : undefined,
          [SIGN_IN_QUERY.redirect]: redirect === HOME ? undefined : redirect,
        }),
    },
  },
  app: {
    dashboard: { path: HOME, getHref: () => HOME },
    apiaries: { path: '/apiaries', getHref: () => '/apiaries' },
    /** The beekeeper's hives, or one apiary's. */
    hives: {
      path: HIVES,
      getHref: ({ apiaryId }: { apiaryId?: string } = {}) => withQuery(HIVES, { [HIVES_QUERY.apiaryId]: apiaryId }),
    },
    /**
     * QR hive labels, under the short prefix a label's QR holds (`labelUrl`): `getHref()` the scanner,
     * `getHref('print')` the label sheet, `getHref(code)` what a label opens.
     */
    labels: { path: '/l/*', getHref: (page = '') => `/l/${page}` },
    hive: { path: `${HIVES}/:hiveId`, getHref: (hiveId: string) => `${HIVES}/${encodeURIComponent(hiveId)}` },
    /** The beekeeper's queens, newest first, and one queen's page with her family tree. */
    queens: { path: QUEENS, getHref: () => QUEENS },
    queen: { path: `${QUEENS}/:queenId`, getHref: (queenId: string) => `${QUEENS}/${encodeURIComponent(queenId)}` },
    /** The beekeeper's inspections, newest first, or one hive's. */
    inspections: {
      path: INSPECTIONS,
      getHref: ({ hiveId }: { hiveId?: string } = {}) => withQuery(INSPECTIONS, { [INSPECTIONS_QUERY.hiveId]: hiveId }),
    },
    /** The beekeeper's harvests (Pro): a year's summary and charts, and the records newest first, or one hive's. */
    production: {
      path: PRODUCTION,
      getHref: ({ year, hiveId }: { year?: number; hiveId?: string } = {}) =>
        withQuery(PRODUCTION, {
          [PRODUCTION_QUERY.year]: year === undefined ? undefined : String(year),
          [PRODUCTION_QUERY.hiveId]: hiveId,
        }),
    },
    /** The beekeeper's treatments, newest first, or one hive's and/or one type's, with the recommendations. */
    treatments: {
      path: TREATMENTS,
      getHref: ({ hiveId, treatmentType }: { hiveId?: string; treatmentType?: string } = {}) =>
        withQuery(TREATMENTS, {
          [TREATMENTS_QUERY.hiveId]: hiveId,
          [TREATMENTS_QUERY.treatmentType]: treatmentType,
        }),
    },
    /** The beekeeper's tasks: all of them, or the pending or completed ones. */
    schedule: {
      path: SCHEDULE,
      getHref: ({ status }: { status?: 'pending' | 'completed' } = {}) =>
        withQuery(SCHEDULE, { [SCHEDULE_QUERY.status]: status }),
    },
    /** The colonies lost each winter, by the COLOSS definition, per apiary, with the survey's CSV. */
    winterLosses: { path: '/winter-losses', getHref: () => '/winter-losses' },
    /** The beekeeper's profit and loss and financial records (Pro). */
    finance: { path: '/finance', getHref: () => '/finance' },
    /** Expert tips for the beekeeper's season and links to beekeeping organisations. */
    community: { path: '/community', getHref: () => '/community' },
    profile: { path: '/profile', getHref: () => '/profile' },
    /** The owner's team (members, invitations) and the accounts shared with the beekeeper. */
    team: { path: '/team', getHref: () => '/team' },
    admin: { path: '/admin', getHref: () => '/admin' },
  },
} as const;
