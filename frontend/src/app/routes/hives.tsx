import { HivesScreen } from '@/features/hives/components/hives-screen';
import { appMessages } from '@/components/layouts/messages';
import { useMessages } from '@/lib/i18n/catalog';
import { useDocumentTitle } from '../page-title';
import { renderFirstApiaryDialog } from './first-apiary-dialog';

/** `/hives`: the beekeeper's hives, optionally one apiary's (`?apiaryId=`). */
export function HivesRoute() {
  const t = useMessages(appMessages);
  useDocumentTitle(t('nav.hives'));
  return <HivesScreen renderFirstApiaryDialog={renderFirstApiaryDialog} />;
}
