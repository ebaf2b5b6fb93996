import { UserRound, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { User } from '@shared/schemas/user';
import { Badge } from '@/components/ui/badge';
import type { MenuTrigger } from '@/components/ui/deferred-menu';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/catalog';
import { displayName, planName, type PlanName } from './account';
import { LogoutMenuItem } from './logout-menu-item';
import { appMessages } from './messages';

const PLAN_TONE = { Admin: 'honey', Pro: 'pro', Free: 'neutral' } as const satisfies Record<PlanName, string>;

/** The account menu itself (`account-menu.tsx` loads it when first opened): who, which plan, profile, team, Logout. */
export default function AccountMenuDropdown({
  user,
  onLogout,
  trigger: { children, ...look },
}: {
  user: User;
  onLogout: () => void;
  trigger: MenuTrigger;
}) {
  const t = useMessages(appMessages);
  const name = displayName(user);
  const plan = planName(user);
  return (
    // Not modal: the rest of the page stays in the accessibility tree while the menu is open. Open at first: it
    // loads because the beekeeper opened it.
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger {...look}>{children}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72 max-w-[calc(100vw-2rem)] wrap-anywhere">
        <DropdownMenuLabel className="flex flex-col gap-1">
          <span translate="no" className="font-medium text-stone-900">
            {name}
          </span>
          {user.email !== name && (
            <span translate="no" className="text-sm text-stone-600">
              {user.email}
            </span>
          )}
          <span className="mt-1 flex items-center gap-2 text-sm text-stone-700">
            {t('plan')} <Badge tone={PLAN_TONE[plan]}>{t(`planName.${plan}`)}</Badge>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuItem asChild>
          <Link to={paths.app.profile.getHref()}>
            <UserRound aria-hidden="true" />
            {t('profile')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.app.team.getHref()}>
            <Users aria-hidden="true" />
            {t('team')}
          </Link>
        </DropdownMenuItem>
        <LogoutMenuItem onLogout={onLogout} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
