import { Ellipsis } from 'lucide-react';
import { lazy, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { DeferredMenu } from '@/components/ui/deferred-menu';
import { cn } from '@/lib/cn';
import { phoneTabsOf, type MenuEntry } from './nav-items';
import { PHONE_TAB_CLASS, PhoneTabBarFrame } from './signed-in-frame';
import { useMessages } from '@/lib/i18n/catalog';
import { appMessages } from './messages';

const CURRENT_TAB_CLASS = 'text-honey-800 font-semibold';
const loadMoreMenu = () => import('./phone-more-menu');
const PhoneMoreMenu = lazy(loadMoreMenu);

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
  const moreTrigger = {
    className: cn(PHONE_TAB_CLASS, onMoreScreen && CURRENT_TAB_CLASS),
    children: (
      <>
        <Ellipsis aria-hidden="true" />
        {t('more')}
      </>
    ),
  };
  return (
    <PhoneTabBarFrame>
      <nav aria-label={t('tabs')} className="flex h-full items-center gap-1">
        {tabs.slice(0, 2).map(tab)}
        {inspectAction}
        {tabs.slice(2).map(tab)}
        <DeferredMenu
          trigger={moreTrigger}
          preload={() => void loadMoreMenu()}
          menu={<PhoneMoreMenu more={more} showUpgrade={showUpgrade} onLogout={onLogout} trigger={moreTrigger} />}
        />
      </nav>
    </PhoneTabBarFrame>
  );
}
