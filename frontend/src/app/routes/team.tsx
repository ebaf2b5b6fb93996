import { TeamPage } from '@/features/team/components/team-page';
import { useDocumentTitle } from '../page-title';

/** `/team`: the account's team, and the accounts shared with the beekeeper. */
export function TeamRoute() {
  useDocumentTitle('team');
  return <TeamPage />;
}
