import { useUser } from '@/api/get-user';
import { SubscriptionSection } from '@/features/billing/components/subscription-section';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { useDocumentTitle } from '../page-title';

/** `/profile` (signed in): the account, and the subscription from the billing feature. */
export function ProfileRoute() {
  useDocumentTitle('profile');
  const user = useUser().data;
  if (!user) return null; // UserOnly renders this route only for a signed-in user
  return (
    <ProfilePage user={user}>
      <SubscriptionSection />
    </ProfilePage>
  );
}
