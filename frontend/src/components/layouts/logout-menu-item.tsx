import { LogOut } from 'lucide-react';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { useMessages } from '@/lib/i18n/catalog';
import { appMessages } from './messages';

/** The last entry of the account and phone menus: Logout, set apart from the rest. */
export function LogoutMenuItem({ onLogout }: { onLogout: () => void }) {
  const t = useMessages(appMessages);
  return (
    <>
      <DropdownMenuSeparator />
      <DropdownMenuItem onSelect={onLogout}>
        <LogOut aria-hidden="true" />
        {t('logout')}
      </DropdownMenuItem>
    </>
  );
}
