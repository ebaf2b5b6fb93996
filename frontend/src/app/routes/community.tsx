import { CommunityScreen } from '@/features/community/components/community-screen';
import { communityMessages } from '@/features/community/messages';
import { useMessages } from '@/lib/i18n/catalog';
import { useDocumentTitle } from '../page-title';

/** `/community`: expert tips for the beekeeper's season and links to associations, forums, education and events. */
export function CommunityRoute() {
  const t = useMessages(communityMessages);
  useDocumentTitle(t('title'));
  return <CommunityScreen />;
}
