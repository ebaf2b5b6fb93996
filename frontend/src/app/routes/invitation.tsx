import { useSearchParams } from 'react-router-dom';
import { useUser } from '@/api/get-user';
import { InvitationPage } from '@/features/team/components/invitation-page';
import { teamMessages } from '@/features/team/messages';
import { useMessages } from '@/lib/i18n/catalog';
import { useDocumentTitle } from '../page-title';

/** `/invitation?token=...`: a team invitation e-mail's link, for visitors (to sign in or up) and beekeepers alike. */
export function InvitationRoute() {
  // An invitation to a team: the team's title.
  const t = useMessages(teamMessages);
  useDocumentTitle(t('title'));
  const [searchParams] = useSearchParams();
  return <InvitationPage token={searchParams.get('token') ?? ''} user={useUser().data ?? null} />;
}
