import { QueensScreen } from '@/features/queens/components/queens-screen';
import { queensMessages } from '@/features/queens/messages';
import { useMessages } from '@/lib/i18n/catalog';
import { useDocumentTitle } from '../page-title';

/** `/queens`: the beekeeper's queens, newest first, all or of one status. */
export function QueensRoute() {
  const t = useMessages(queensMessages);
  useDocumentTitle(t('screen.title'));
  return <QueensScreen />;
}
