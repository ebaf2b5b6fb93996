import { Menu, Sparkles } from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { LogoutMenuItem } from './logout-menu-item';
import type { MenuEntry } from './nav-items';
import { ProBadge } from './side-menu';

/**
 * The menu under 768px (spec section 2): a floating button bottom right, in thumb reach, opening the same entries
 * plus Logout.
 */
export function PhoneMenu({
  entries,
  showUpgrade,
  onLogout,
}: {
  entries: MenuEntry[];
  showUpgrade: boolean;
  onLogout: () => void;
}) {
  return (
    <div className="fixed right-5 bottom-5 z-40 md:hidden">
      {/* Not modal: the rest of the page stays in the accessibility tree while the menu is open. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger
          aria-label="Open menu"
          className="inline-flex size-14 items-center justify-center rounded-full bg-honey-700 text-white shadow-lg hover:bg-honey-800"
        >
          <Menu aria-hidden="true" className="size-6" />
        </DropdownMenuTrigger>
        <DropdownMenuContent side="top" align="end" className="w-64">
          {entries.map((entry) => (
            <DropdownMenuItem key={entry.to} asChild>
              <NavLink to={entry.to} end className="aria-[current=page]:bg-honey-100 aria-[current=page]:font-semibold">
                <entry.icon aria-hidden="true" />
                <span className="flex-1">{entry.label}</span>
                {entry.showProBadge && <ProBadge />}
              </NavLink>
            </DropdownMenuItem>
          ))}
          {showUpgrade && (
            <DropdownMenuItem asChild>
              <Link to={paths.pricing.getHref()} className="font-medium text-honey-800">
                <Sparkles aria-hidden="true" />
                Upgrade to Pro
              </Link>
            </DropdownMenuItem>
          )}
          <LogoutMenuItem onLogout={onLogout} />
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
