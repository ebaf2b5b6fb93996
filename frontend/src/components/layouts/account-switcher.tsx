import { ChevronDown, Users } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { TOASTS } from '@shared/messages';
import {
  currentAccountQueryOptions,
  useActingAccounts,
  useActingAs,
  useSharedAccount,
  useSwitchAccount,
} from '@/api/acting-account';
import { DeferredMenu } from '@/components/ui/deferred-menu';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { actingAccountId } from '@/lib/acting-account';
import { toastError } from '@/lib/outcome-toasts';
import { useMessages } from '@/lib/i18n/catalog';
import { appMessages } from './messages';

const loadDropdown = () => import('./account-switcher-dropdown');
const AccountSwitcherDropdown = lazy(loadDropdown);

/**
 * The header's account switcher, for a beekeeper with accounts shared with them: which account the screens show
 * (its owner's name on the button from 640px, an icon on phones) and the others to switch to. Switching drops
 * everything cached of the account left and opens the dashboard of the next. Nothing for a beekeeper with only
 * their own account.
 */
export function AccountSwitcher() {
  const t = useMessages(appMessages);
  const accounts = useActingAccounts();
  const { shared } = useActingAs();
  useLeaveAccountGoneFrom();

  const list = accounts.data ?? [];
  if (list.length < 2 && !shared) return null;
  const currentId = actingAccountId() ?? list.find((account) => account.own)?.accountId;
  const label = shared
    ? t('switcher.accountOfRole', { name: shared.name, role: t(`role.${shared.role}Lower`) })
    : t('switcher.yourAccount');
  const trigger = {
    title: label,
    className:
      'inline-flex h-11 max-w-full min-w-11 items-center justify-center gap-2 rounded-md px-2 text-sm font-medium text-stone-800 hover:bg-stone-100 data-[shared=true]:bg-honey-100',
    'data-shared': shared !== null,
    children: (
      <>
        <Users aria-hidden="true" className="size-5 shrink-0" />
        <span className="sr-only">{t('switcher.nowOn')}</span>{' '}
        <span className="max-w-56 min-w-0 truncate max-sm:sr-only">{label}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-stone-500 max-sm:hidden" />
      </>
    ),
  };
  return (
    <DeferredMenu
      trigger={trigger}
      preload={() => void loadDropdown()}
      menu={<AccountSwitcherDropdown list={list} currentId={currentId} trigger={trigger} />}
    />
  );
}

/**
 * Above every screen of a shared account, so a phone (where the switcher is an icon) says it too: whose account this
 * is, the role, and the way back to the beekeeper's own.
 */
export function SharedAccountNotice() {
  const t = useMessages(appMessages);
  const { shared } = useActingAs();
  const switchAccount = useSwitchAccount();
  const navigate = useNavigate();
  if (!shared) return null;
  return (
    <p className="mb-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-md bg-honey-100 px-3 py-1 text-sm text-honey-900 wrap-anywhere">
      <span>
        <Users aria-hidden="true" className="mr-1.5 inline size-4 align-[-3px]" />
        {t('switcher.accountOf', { name: shared.name })} · {t(`role.${shared.role}`)}
      </span>
      <button
        type="button"
        className="min-h-11 font-medium underline underline-offset-2"
        onClick={() => void switchAccount(null).then(() => navigate(paths.app.dashboard.getHref()))}
      >
        {t('switcher.backToYours')}
      </button>
    </p>
  );
}

/**
 * A beekeeper removed from the account on screen goes back to their own, and is told: any request refused with 403
 * there asks again about the account, and its 403 switches.
 */
function useLeaveAccountGoneFrom() {
  const shared = useSharedAccount();
  const switchAccount = useSwitchAccount();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const gone = isApiError(shared.error, 403);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const sharedKey = currentAccountQueryOptions(null).queryKey[0];
        if (event.type !== 'updated' || event.action.type !== 'error' || event.query.queryKey[0] === sharedKey) return;
        if (isApiError(event.action.error, 403) && actingAccountId() !== null) {
          void queryClient.invalidateQueries({ queryKey: [sharedKey] });
        }
      }),
    [queryClient],
  );
  useEffect(() => {
    if (!gone) return;
    toastError(TOASTS.accessEnded);
    void switchAccount(null).then(() => navigate(paths.app.dashboard.getHref()));
  }, [gone, switchAccount, navigate]);
}
