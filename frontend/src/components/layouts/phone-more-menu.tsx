import { Sparkles } from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import { ProBadge } from '@/components/pro-badge';
import type { MenuTrigger } from '@/components/ui/deferred-menu';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/catalog';
import { LogoutMenuItem } from './logout-menu-item';
import type { MenuEntry } from './nav-items';
import { appMessages } from './messages';

/** The phone's More menu (`phone-menu.tsx` loads it when first opened): the other screens, the upgrade, Logout. */
export default function PhoneMoreMenu({
  more,
  showUpgrade,
  onLogout,
  trigger: { children, ...look },
}: {
  more: MenuEntry[];
  showUpgrade: boolean;
  onLogout: () => void;
  trigger: MenuTrigger;
}) {
  const t = useMessages(appMessages);
  return (
    // Not modal: the rest of the page stays in the accessibility tree while the menu is open. Open at first: it
    // loads because the beekeeper opened it.
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger {...look}>{children}</DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="end" className="w-64">
        {more.map((entry) => (
          <DropdownMenuItem key={entry.to} asChild className="min-h-11">
            <NavLink to={entry.to} end className="aria-[current=page]:bg-honey-100 aria-[current=page]:font-semibold">
              <entry.icon aria-hidden="true" />
              <span className="flex-1">{t(`nav.${entry.name}`)}</span>
              {entry.showProBadge && <ProBadge />}
            </NavLink>
          </DropdownMenuItem>
        ))}
        {showUpgrade && (
          <DropdownMenuItem asChild className="min-h-11">
            <Link to={paths.pricing.getHref()} className="font-medium text-honey-800">
              <Sparkles aria-hidden="true" />
              {t('upgradeToPro')}
            </Link>
          </DropdownMenuItem>
        )}
        <LogoutMenuItem onLogout={onLogout} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
