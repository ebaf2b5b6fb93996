import { lazy, Suspense, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { canDo, planStateOf, type PlanRecord } from '@shared/plan-rules';
import type { User } from '@shared/schemas/user';
import { paths } from '@/config/paths';
import { HeaderSearch } from '@/features/search/components/header-search';
import type { PaletteAction } from '@/features/search/utils/palette-actions';
import type { PaletteActionId } from './palette-launchers';

// The forms' buttons and dialogs load when an action runs: the palette is on every signed-in page.
const PaletteLauncher = lazy(() => import('./palette-launchers').then((m) => ({ default: m.PaletteLauncher })));

/**
 * The palette's actions, in the order offered (keywords few, and not words beekeepers search their records by, such as
 * "varroa" or "honey": an action matched goes above the records, first for Enter), with what each creates by the plan table's record type (whether the
 * beekeeper may: `canDo(..., 'create')`, as its dialog's own gate).
 */
const PALETTE_ACTIONS = [
  {
    id: 'new-inspection',
    label: 'New inspection',
    keywords: 'record inspect check',
    record: 'inspections',
  },
  { id: 'log-treatment', label: 'Log treatment', keywords: 'treat medication', record: 'treatments' },
  { id: 'log-feeding', label: 'Log feeding', keywords: 'feed syrup fondant', record: 'treatments' },
  { id: 'add-task', label: 'Add task', keywords: 'schedule todo to-do reminder', record: 'tasks' },
  { id: 'record-harvest', label: 'Record harvest', keywords: 'production yield', record: 'production' },
  {
    id: 'add-transaction',
    label: 'Add transaction',
    keywords: 'finance money expense income',
    record: 'finances',
  },
] as const satisfies readonly { id: PaletteActionId; label: string; keywords: string; record: PlanRecord }[];

/**
 * The hive whose page is on screen (`paths.app.hive`), if any. Read from the address, not with `useMatch`: that would
 * add its code to the router's chunk, which the landing page loads too.
 */
function hiveOnScreen(pathname: string): string | undefined {
  const prefix = `${paths.app.hives.path}/`;
  const hiveId = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : '';
  return hiveId === '' || hiveId.includes('/') ? undefined : decodeURIComponent(hiveId);
}

/**
 * The header's search box with its palette of actions, composed here since the features don't import each other.
 * An action the beekeeper's plan doesn't create is offered with a PRO badge and runs the upgrade; until the user has
 * loaded, none is marked (as the menu's badges). On a hive's page, the forms start with that hive.
 */
export function SearchPalette({ user }: { user: User | undefined }) {
  const hiveId = hiveOnScreen(useLocation().pathname);
  const actions = useMemo<PaletteAction[]>(() => {
    const state = user && planStateOf(user);
    return PALETTE_ACTIONS.map(({ record, ...action }) => ({
      ...action,
      needsPro: state !== undefined && !canDo(state, record, 'create'),
      launcher: (
        <Suspense fallback={null}>
          <PaletteLauncher action={action.id} hiveId={hiveId} />
        </Suspense>
      ),
    }));
  }, [user, hiveId]);
  return <HeaderSearch userId={user?.id} actions={actions} />;
}
