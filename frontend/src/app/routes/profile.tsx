import { useUser } from '@/api/get-user';
import { SubscriptionSection } from '@/features/billing/components/subscription-section';
import { LoggedOutNotice } from '@/features/profile/components/logged-out-notice';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { profileMessages } from '@/features/profile/messages';
import { useMessages } from '@/lib/i18n/catalog';
import { useDocumentTitle } from '../page-title';

/**
 * `/profile`: the account and preferences, and the subscription from the billing feature. Signed out (or once
 * the user read answers 401), the spec's logged-out notice instead of Authentication Required.
 */
export function ProfileRoute() {
  const t = useMessages(profileMessages);
  useDocumentTitle(t('title'));
  const user = useUser().data;
  if (!user) return <LoggedOutNotice />;
  return (
    <ProfilePage user={user}>
      <SubscriptionSection />
    </ProfilePage>
  );
}
