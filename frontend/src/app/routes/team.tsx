import { TeamPage } from '@/features/team/components/team-page';
import { teamMessages } from '@/features/team/messages';
import { useMessages } from '@/lib/i18n/catalog';
import { useDocumentTitle } from '../page-title';

/** `/team`: the account's team, and the accounts shared with the beekeeper. */
export function TeamRoute() {
  const t = useMessages(teamMessages);
  useDocumentTitle(t('title'));
  return <TeamPage />;
}
