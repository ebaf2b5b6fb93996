import {
  CalendarCheck,
  ClipboardList,
  Crown,
  DollarSign,
  Hexagon,
  LayoutDashboard,
  MapPin,
  MessageSquare,
  ShieldCheck,
  Syringe,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { canDo, planStateOf, type PlanRecord, type PlanState } from '@shared/plan-rules';
import type { PlanHolder } from '@shared/plans';
import { paths } from '@/config/paths';

/** Who a menu entry is for (spec section 2): every signed-in user, or admins only (hidden from everyone else). */
export type NavAudience = 'user' | 'admin';

/** A menu entry's name: its key in the frame's catalogue (`nav.<name>`), shown in the beekeeper's language. */
export type NavName =
  | 'dashboard'
  | 'apiaries'
  | 'hives'
  | 'inspections'
  | 'production'
  | 'treatments'
  | 'schedule'
  | 'queens'
  | 'finance'
  | 'community'
  | 'feedback'
  | 'admin';

export interface NavItem {
  name: NavName;
  to: string;
  icon: LucideIcon;
  audience: NavAudience;
  /**
   * The records the screen is for, when the plan table keeps adding them for Pro: the entry is badged PRO for a
   * beekeeper who may not add them, as the screen's own add buttons are (shared/plan-rules.ts).
   */
  planRecord?: PlanRecord;
  /** The screen's figures span the whole account: not listed for a member of chosen apiaries (Teams). */
  wholeAccount?: true;
}

/**
 * The signed-in menu, in the spec's order. Only screens that exist are listed; each issue that adds a screen adds
 * its entry here (Community, Feedback, Admin as 'admin').
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { name: 'dashboard', to: paths.app.dashboard.getHref(), icon: LayoutDashboard, audience: 'user' },
  { name: 'apiaries', to: paths.app.apiaries.getHref(), icon: MapPin, audience: 'user' },
  { name: 'hives', to: paths.app.hives.getHref(), icon: Hexagon, audience: 'user' },
  { name: 'inspections', to: paths.app.inspections.getHref(), icon: ClipboardList, audience: 'user' },
  {
    name: 'production',
    to: paths.app.production.getHref(),
    icon: TrendingUp,
    audience: 'user',
    planRecord: 'production',
    wholeAccount: true,
  },
  {
    name: 'treatments',
    to: paths.app.treatments.getHref(),
    icon: Syringe,
    audience: 'user',
    planRecord: 'treatments',
  },
  { name: 'schedule', to: paths.app.schedule.getHref(), icon: CalendarCheck, audience: 'user' },
  // Queens are the account's, not an apiary's: a member of chosen apiaries has no queens screen.
  { name: 'queens', to: paths.app.queens.getHref(), icon: Crown, audience: 'user', wholeAccount: true },
  {
    name: 'finance',
    to: paths.app.finance.getHref(),
    icon: DollarSign,
    audience: 'user',
    planRecord: 'finances',
    wholeAccount: true,
  },
  { name: 'community', to: paths.app.community.getHref(), icon: Users, audience: 'user' },
  { name: 'feedback', to: paths.feedback.getHref(), icon: MessageSquare, audience: 'user' },
  { name: 'admin', to: paths.app.admin.getHref(), icon: ShieldCheck, audience: 'admin' },
];

export interface MenuEntry extends NavItem {
  /** A screen whose records the user's plan doesn't let them add. */
  showProBadge: boolean;
}

/**
 * The entries `user` sees: admin screens only for admins, and a PRO badge where the plan table doesn't let them add
 * the screen's records: by `accountPlan`, the plan of a shared account on screen, else their own. A member of
 * chosen apiaries (`chosenApiaries`) has no screen whose figures span the whole account. Before the
 * signed-in user has loaded (undefined), the entries every user sees, without badges: the admin entry and the badges
 * appear once the plan and rights are known, so nothing shown is wrong.
 */
export function menuFor(
  user: PlanHolder | undefined,
  {
    items = NAV_ITEMS,
    accountPlan,
    chosenApiaries = false,
  }: { items?: readonly NavItem[]; accountPlan?: PlanState; chosenApiaries?: boolean } = {},
): MenuEntry[] {
  const planState = accountPlan ?? (user && planStateOf(user));
  return items
    .filter((item) => item.audience !== 'admin' || user?.isAdmin)
    .filter((item) => !(chosenApiaries && item.wholeAccount))
    .map((item) => ({
      ...item,
      showProBadge:
        planState !== undefined && item.planRecord !== undefined && !canDo(planState, item.planRecord, 'create'),
    }));
}

/**
 * The menu entries the phone's tab bar shows as tabs, in its order; the Inspect tab sits between the second and
 * third.
 */
export const PHONE_TAB_PATHS: readonly string[] = [
  paths.app.dashboard.getHref(),
  paths.app.hives.getHref(),
  paths.app.schedule.getHref(),
];

/** `entries` split for the phone: the tab bar's tabs (PHONE_TAB_PATHS' order) and the rest, under More. */
export function phoneTabsOf(entries: readonly MenuEntry[]): { tabs: MenuEntry[]; more: MenuEntry[] } {
  return {
    tabs: PHONE_TAB_PATHS.flatMap((to) => entries.filter((entry) => entry.to === to)),
    more: entries.filter((entry) => !PHONE_TAB_PATHS.includes(entry.to)),
  };
}
