import { Check, Users } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import type { ActingAccount } from '@shared/schemas/team';
import { useSwitchAccount } from '@/api/acting-account';
import type { MenuTrigger } from '@/components/ui/deferred-menu';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/catalog';
import { appMessages } from './messages';

/** The account switcher's menu (`account-switcher.tsx` loads it when first opened): the accounts to work in. */
export default function AccountSwitcherDropdown({
  list,
  currentId,
  trigger: { children, ...look },
}: {
  list: readonly ActingAccount[];
  currentId: string | undefined;
  trigger: MenuTrigger;
}) {
  const t = useMessages(appMessages);
  const switchAccount = useSwitchAccount();
  const navigate = useNavigate();

  function open(accountId: string, own: boolean) {
    if (accountId === currentId) return;
    void switchAccount(own ? null : accountId).then(() => navigate(paths.app.dashboard.getHref()));
  }

  return (
    // Open at first: it loads because the beekeeper opened it.
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger {...look}>{children}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72 max-w-[calc(100vw-2rem)] wrap-anywhere">
        <DropdownMenuLabel className="text-sm text-stone-600">{t('switcher.workIn')}</DropdownMenuLabel>
        {list.map((account) => (
          <DropdownMenuItem
            key={account.accountId}
            aria-current={account.accountId === currentId ? 'true' : undefined}
            onSelect={() => open(account.accountId, account.own)}
            className="min-h-11"
          >
            <Check aria-hidden="true" className={account.accountId === currentId ? 'text-honey-700' : 'invisible'} />
            <span className="flex min-w-0 flex-col">
              <span className="font-medium">
                {account.own ? t('switcher.yourAccount') : t('switcher.accountOf', { name: account.name })}
              </span>
              <span className="text-xs text-stone-600">{t(`role.${account.own ? 'owner' : account.role}`)}</span>
            </span>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild className="min-h-11">
          <Link to={paths.app.team.getHref()}>
            <Users aria-hidden="true" />
            {t('team')}
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
