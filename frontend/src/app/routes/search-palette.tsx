import { lazy, Suspense, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { canDo, planStateOf, type PlanRecord } from '@shared/plan-rules';
import type { User } from '@shared/schemas/user';
import { paths } from '@/config/paths';
import { HeaderSearch } from '@/features/search/components/header-search';
import type { PaletteAction } from '@/features/search/utils/palette-actions';
import { appMessages } from '@/components/layouts/messages';
import { useMessages } from '@/lib/i18n/catalog';
import type { PaletteActionId } from './palette-launchers';

// The forms' buttons and dialogs load when an action runs: the palette is on every signed-in page.
const PaletteLauncher = lazy(() => import('./palette-launchers').then((m) => ({ default: m.PaletteLauncher })));

/**
 * The palette's actions, in the order offered (keywords few, and not words beekeepers search their records by, such as
 * "varroa" or "honey": an action matched goes above the records, first for Enter), with what each creates by the plan table's record type (whether the
 * beekeeper may: `canDo(..., 'create')`, as its dialog's own gate). Their names and keywords are the app catalogue's
 * `palette.<words>` and `palette.<words>.keywords`, in the language shown.
 */
const PALETTE_ACTIONS = [
  { id: 'new-inspection', words: 'newInspection', record: 'inspections' },
  { id: 'log-treatment', words: 'logTreatment', record: 'treatments' },
  { id: 'log-feeding', words: 'logFeeding', record: 'treatments' },
  { id: 'add-task', words: 'addTask', record: 'tasks' },
  { id: 'record-harvest', words: 'recordHarvest', record: 'production' },
  { id: 'add-transaction', words: 'addTransaction', record: 'finances' },
] as const satisfies readonly { id: PaletteActionId; words: string; record: PlanRecord }[];

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
  const t = useMessages(appMessages);
  const hiveId = hiveOnScreen(useLocation().pathname);
  const actions = useMemo<PaletteAction[]>(() => {
    const state = user && planStateOf(user);
    return PALETTE_ACTIONS.map(({ id, words, record }) => {
      const label = t(`palette.${words}`);
      return {
        id,
        label,
        keywords: t(`palette.${words}.keywords`),
        needsPro: state !== undefined && !canDo(state, record, 'create'),
        launcher: (
          <Suspense fallback={null}>
            <PaletteLauncher action={id} label={label} hiveId={hiveId} />
          </Suspense>
        ),
      };
    });
  }, [t, user, hiveId]);
  return <HeaderSearch userId={user?.id} actions={actions} />;
}
