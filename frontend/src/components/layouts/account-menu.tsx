import { ChevronDown, UserRound, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { User } from '@shared/schemas/user';
import { Badge } from '@/components/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { displayName, initials, planName, type PlanName } from './account';
import { LogoutMenuItem } from './logout-menu-item';
import { useMessages } from '@/lib/i18n/catalog';
import { appMessages } from './messages';

const PLAN_TONE = { Admin: 'honey', Pro: 'pro', Free: 'neutral' } as const satisfies Record<PlanName, string>;

/**
 * The header's account button: who is signed in, on which plan, and the way out. The button shows the name (or
 * e-mail) on one truncated line from 640px, the initials alone on phones; the whole name is in its accessible name
 * and its tooltip, and the menu shows name and e-mail in full.
 */
export function AccountMenu({ user, onLogout }: { user: User; onLogout: () => void }) {
  const t = useMessages(appMessages);
  const name = displayName(user);
  const plan = planName(user);
  return (
    // Not modal: the rest of the page stays in the accessibility tree while the menu is open.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        title={name}
        className="inline-flex h-11 max-w-full min-w-0 items-center justify-center gap-2 rounded-md px-1.5 text-sm font-medium text-stone-800 hover:bg-stone-100 max-sm:min-w-11 sm:px-2"
      >
        <Avatar user={user} />
        {/* The button is named by its text, "Account menu for <name>", so what is read matches what is shown. */}
        <span className="sr-only">{t('accountMenuFor')}</span>{' '}
        <span translate="no" className="max-w-64 min-w-0 truncate max-sm:sr-only">
          {name}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-stone-500 max-sm:hidden" />
      </DropdownMenuTrigger>
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

/** The profile picture, or the initials when there is none or it can't be loaded (an expired presigned URL). */
function Avatar({ user }: { user: User }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const pictureUrl = user.profileImageUrl;
  if (pictureUrl && pictureUrl !== failedUrl) {
    return (
      <img
        src={pictureUrl}
        alt=""
        data-testid="account-avatar"
        onError={() => setFailedUrl(pictureUrl)}
        className="size-8 shrink-0 rounded-full object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="grid size-8 shrink-0 place-items-center rounded-full bg-honey-200 text-xs font-bold text-honey-900"
    >
      {initials(user)}
    </span>
  );
}
