import { Check, ChevronDown, Users } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { TEAM_ROLE_LABELS } from '@shared/domain/teams';
import { TOASTS } from '@shared/messages';
import {
  currentAccountQueryOptions,
  useActingAccounts,
  useActingAs,
  useSharedAccount,
  useSwitchAccount,
} from '@/api/acting-account';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { actingAccountId } from '@/lib/acting-account';
import { toastError } from '@/lib/outcome-toasts';

/**
 * The header's account switcher, for a beekeeper with accounts shared with them: which account the screens show
 * (its owner's name on the button from 640px, an icon on phones) and the others to switch to. Switching drops
 * everything cached of the account left and opens the dashboard of the next. Nothing for a beekeeper with only
 * their own account.
 */
export function AccountSwitcher() {
  const accounts = useActingAccounts();
  const { shared } = useActingAs();
  const switchAccount = useSwitchAccount();
  const navigate = useNavigate();
  useLeaveAccountGoneFrom();

  const list = accounts.data ?? [];
  if (list.length < 2 && !shared) return null;
  const currentId = actingAccountId() ?? list.find((account) => account.own)?.accountId;
  const label = shared
    ? `${shared.name}'s account (${TEAM_ROLE_LABELS[shared.role].name.toLowerCase()})`
    : 'Your account';

  function open(accountId: string, own: boolean) {
    if (accountId === currentId) return;
    void switchAccount(own ? null : accountId).then(() => navigate(paths.app.dashboard.getHref()));
  }

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        title={label}
        className="inline-flex h-11 max-w-full min-w-11 items-center justify-center gap-2 rounded-md px-2 text-sm font-medium text-stone-800 hover:bg-stone-100 data-[shared=true]:bg-honey-100"
        data-shared={shared !== null}
      >
        <Users aria-hidden="true" className="size-5 shrink-0" />
        <span className="sr-only">Switch account, now on</span>{' '}
        <span className="max-w-56 min-w-0 truncate max-sm:sr-only">{label}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-stone-500 max-sm:hidden" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72 max-w-[calc(100vw-2rem)] wrap-anywhere">
        <DropdownMenuLabel className="text-sm text-stone-600">Work in</DropdownMenuLabel>
        {list.map((account) => (
          <DropdownMenuItem
            key={account.accountId}
            aria-current={account.accountId === currentId ? 'true' : undefined}
            onSelect={() => open(account.accountId, account.own)}
            className="min-h-11"
          >
            <Check aria-hidden="true" className={account.accountId === currentId ? 'text-honey-700' : 'invisible'} />
            <span className="flex min-w-0 flex-col">
              <span className="font-medium">{account.own ? 'Your account' : `${account.name}'s account`}</span>
              <span className="text-xs text-stone-600">
                {account.own ? 'Owner' : TEAM_ROLE_LABELS[account.role].name}
              </span>
            </span>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild className="min-h-11">
          <Link to={paths.app.team.getHref()}>
            <Users aria-hidden="true" />
            Team
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * Above every screen of a shared account, so a phone (where the switcher is an icon) says it too: whose account this
 * is, the role, and the way back to the beekeeper's own.
 */
export function SharedAccountNotice() {
  const { shared } = useActingAs();
  const switchAccount = useSwitchAccount();
  const navigate = useNavigate();
  if (!shared) return null;
  return (
    <p className="mb-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-md bg-honey-100 px-3 py-1 text-sm text-honey-900 wrap-anywhere">
      <span>
        <Users aria-hidden="true" className="mr-1.5 inline size-4 align-[-3px]" />
        {shared.name}&apos;s account · {TEAM_ROLE_LABELS[shared.role].name}
      </span>
      <button
        type="button"
        className="min-h-11 font-medium underline underline-offset-2"
        onClick={() => void switchAccount(null).then(() => navigate(paths.app.dashboard.getHref()))}
      >
        Back to your account
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
