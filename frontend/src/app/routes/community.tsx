import { CommunityScreen } from '@/features/community/components/community-screen';
import { useDocumentTitle } from '../page-title';

/** `/community`: expert tips for the beekeeper's season and links to associations, forums, education and events. */
export function CommunityRoute() {
  useDocumentTitle('community');
  return <CommunityScreen />;
}
