import { ChevronDown } from 'lucide-react';
import { lazy, useState } from 'react';
import type { User } from '@shared/schemas/user';
import { DeferredMenu } from '@/components/ui/deferred-menu';
import { useMessages } from '@/lib/i18n/catalog';
import { displayName, initials } from './account';
import { appMessages } from './messages';

const loadDropdown = () => import('./account-menu-dropdown');
const AccountMenuDropdown = lazy(loadDropdown);

/**
 * The header's account button: who is signed in, on which plan, and the way out. The button shows the name (or
 * e-mail) on one truncated line from 640px, the initials alone on phones; the whole name is in its accessible name
 * and its tooltip, and the menu shows name and e-mail in full.
 */
export function AccountMenu({ user, onLogout }: { user: User; onLogout: () => void }) {
  const t = useMessages(appMessages);
  const name = displayName(user);
  const trigger = {
    title: name,
    className:
      'inline-flex h-11 max-w-full min-w-0 items-center justify-center gap-2 rounded-md px-1.5 text-sm font-medium text-stone-800 hover:bg-stone-100 max-sm:min-w-11 sm:px-2',
    children: (
      <>
        <Avatar user={user} />
        {/* The button is named by its text, "Account menu for <name>", so what is read matches what is shown. */}
        <span className="sr-only">{t('accountMenuFor')}</span>{' '}
        <span translate="no" className="max-w-64 min-w-0 truncate max-sm:sr-only">
          {name}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-stone-500 max-sm:hidden" />
      </>
    ),
  };
  return (
    <DeferredMenu
      trigger={trigger}
      preload={() => void loadDropdown()}
      menu={<AccountMenuDropdown user={user} onLogout={onLogout} trigger={trigger} />}
    />
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
