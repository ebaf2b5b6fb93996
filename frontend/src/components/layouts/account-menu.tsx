import { ChevronDown } from 'lucide-react';
import type { User } from '@shared/schemas/user';
import { Badge } from '@/components/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { displayName, initials, planName, type PlanName } from './account';
import { LogoutMenuItem } from './logout-menu-item';

const PLAN_TONE = { Admin: 'honey', Pro: 'pro', Free: 'neutral' } as const satisfies Record<PlanName, string>;

/** The header's account button: who is signed in, on which plan, and the way out. */
export function AccountMenu({ user, onLogout }: { user: User; onLogout: () => void }) {
  const name = displayName(user);
  const plan = planName(user);
  return (
    // Not modal: the rest of the page stays in the accessibility tree while the menu is open.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className="inline-flex h-10 items-center gap-2 rounded-md px-2 text-sm font-medium text-stone-800 hover:bg-stone-100">
        <span
          aria-hidden="true"
          className="grid size-8 place-items-center rounded-full bg-honey-200 text-xs font-bold text-honey-900"
        >
          {initials(user)}
        </span>
        <span className="sr-only">Account menu for</span>{' '}
        <span className="sr-only max-w-40 truncate sm:not-sr-only">{name}</span>
        <ChevronDown aria-hidden="true" className="size-4 text-stone-500" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex flex-col gap-1">
          <span className="truncate font-medium text-stone-900">{name}</span>
          <span className="truncate text-sm text-stone-600">{user.email}</span>
          <span className="mt-1 flex items-center gap-2 text-sm text-stone-700">
            Plan <Badge tone={PLAN_TONE[plan]}>{plan}</Badge>
          </span>
        </DropdownMenuLabel>
        <LogoutMenuItem onLogout={onLogout} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
