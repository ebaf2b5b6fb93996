import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { hasProAccess } from '@shared/plans';
import type { User } from '@shared/schemas/user';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { AccountMenu } from './account-menu';
import { Brand } from './brand';
import { MainContent, MainOutlet, ScreenLoading } from './landmarks';
import { menuFor } from './nav-items';
import { PhoneMenu } from './phone-menu';
import { SideMenu } from './side-menu';
import { SIGNED_IN_MAIN_CLASS, SignedInFrame } from './signed-in-frame';
import { useLogout } from './use-logout';

/**
 * The signed-in frame (spec section 2): the fixed side menu on wide screens, the floating menu under 768px, and a
 * header with the search box (given by the app, which composes features), the account menu and Logout. Loaded as its
 * own chunk: a visitor's landing page never needs it. `headerActions` (the admins' notification bell) is composed in
 * by the app too, before the account menu.
 *
 * With `user` undefined (a session is stored but the signed-in user has not loaded yet), the frame paints at once
 * with what is the same for every account: the menu without admin entry or PRO badges, a placeholder where the
 * account button goes, and in the main region `loading` (the screen's heading, when the app has it) above a spinner
 * instead of the screen, which renders only for a known user. The same shows while the screen's chunk downloads.
 */
export function SignedInLayout({
  user,
  search,
  headerActions,
  loading,
}: {
  user: User | undefined;
  search?: ReactNode;
  headerActions?: ReactNode;
  loading?: ReactNode;
}) {
  const { logout, isLoggingOut } = useLogout();
  const entries = menuFor(user);
  const showUpgrade = user !== undefined && !hasProAccess(user);
  const onLogout = () => void logout();
  return (
    <SignedInFrame
      sideMenu={<SideMenu entries={entries} showUpgrade={showUpgrade} />}
      header={
        <>
          <Brand className="shrink-0 md:hidden" />
          {search}
          {/* Takes the room the brand leaves: the account button's name truncates in it. */}
          <div className="ml-auto flex min-w-0 items-center justify-end gap-1">
            {headerActions}
            {user ? <AccountMenu user={user} onLogout={onLogout} /> : <Skeleton className="h-10 w-10 sm:w-40" />}
            <Button variant="ghost" size="sm" onClick={onLogout} disabled={isLoggingOut}>
              <LogOut aria-hidden="true" />
              {isLoggingOut ? 'Logging out...' : 'Logout'}
            </Button>
          </div>
        </>
      }
      main={
        user ? (
          <MainOutlet className={SIGNED_IN_MAIN_CLASS} loading={loading} />
        ) : (
          <MainContent className={SIGNED_IN_MAIN_CLASS}>
            <ScreenLoading heading={loading} />
          </MainContent>
        )
      }
    >
      <PhoneMenu entries={entries} showUpgrade={showUpgrade} onLogout={onLogout} />
    </SignedInFrame>
  );
}
