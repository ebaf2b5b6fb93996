import { LogOut } from 'lucide-react';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';

/** The last entry of the account and phone menus: Logout, set apart from the rest. */
export function LogoutMenuItem({ onLogout }: { onLogout: () => void }) {
  return (
    <>
      <DropdownMenuSeparator />
      <DropdownMenuItem onSelect={onLogout}>
        <LogOut aria-hidden="true" />
        Logout
      </DropdownMenuItem>
    </>
  );
}
