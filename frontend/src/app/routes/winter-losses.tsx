import { WinterLossesScreen } from '@/features/winter-losses/components/winter-losses-screen';
import { winterLossMessages } from '@/features/winter-losses/messages';
import { useMessages } from '@/lib/i18n/catalog';
import { useDocumentTitle } from '../page-title';

/** `/winter-losses`: the colonies lost each winter, by the COLOSS definition, per apiary, with the survey's CSV. */
export function WinterLossesRoute() {
  const t = useMessages(winterLossMessages);
  useDocumentTitle(t('title'));
  return <WinterLossesScreen />;
}
