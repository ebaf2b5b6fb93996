import { Ellipsis, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { ProBadge } from '@/components/pro-badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { LogoutMenuItem } from './logout-menu-item';
import { phoneTabsOf, type MenuEntry } from './nav-items';
import { PHONE_TAB_CLASS, PhoneTabBarFrame } from './signed-in-frame';
import { useMessages } from '@/lib/i18n/catalog';
import { appMessages } from './messages';

const CURRENT_TAB_CLASS = 'text-honey-800 font-semibold';

/**
 * The menu under 768px: a tab bar in thumb reach (Dashboard, Hives, Inspect, Schedule, More). Issue #23 replaced
 * the spec's floating menu button, which covered the content under it. `inspectAction` (the tab that opens the New
 * Inspection form) is composed in by the app; More holds the remaining entries, the upgrade and Logout.
 */
export function PhoneMenu({
  entries,
  showUpgrade,
  onLogout,
  inspectAction,
}: {
  entries: MenuEntry[];
  showUpgrade: boolean;
  onLogout: () => void;
  inspectAction?: ReactNode;
}) {
  const t = useMessages(appMessages);
  const { pathname } = useLocation();
  const { tabs, more } = phoneTabsOf(entries);
  const onMoreScreen = more.some((entry) => entry.to === pathname);
  const tab = (entry: MenuEntry) => (
    <NavLink
      key={entry.to}
      to={entry.to}
      end
      className={({ isActive }) => cn(PHONE_TAB_CLASS, isActive && CURRENT_TAB_CLASS)}
    >
      <entry.icon aria-hidden="true" />
      {t(`nav.${entry.name}`)}
    </NavLink>
  );
  return (
    <PhoneTabBarFrame>
      <nav aria-label={t('tabs')} className="flex h-full items-center gap-1">
        {tabs.slice(0, 2).map(tab)}
        {inspectAction}
        {tabs.slice(2).map(tab)}
        {/* Not modal: the rest of the page stays in the accessibility tree while the menu is open. */}
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger className={cn(PHONE_TAB_CLASS, onMoreScreen && CURRENT_TAB_CLASS)}>
            <Ellipsis aria-hidden="true" />
            {t('more')}
          </DropdownMenuTrigger>
          <DropdownMenuContent side="top" align="end" className="w-64">
            {more.map((entry) => (
              <DropdownMenuItem key={entry.to} asChild className="min-h-11">
                <NavLink
                  to={entry.to}
                  end
                  className="aria-[current=page]:bg-honey-100 aria-[current=page]:font-semibold"
                >
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
      </nav>
    </PhoneTabBarFrame>
  );
}
