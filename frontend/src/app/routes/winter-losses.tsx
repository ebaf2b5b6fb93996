import { WinterLossesScreen } from '@/features/winter-losses/components/winter-losses-screen';
import { useDocumentTitle } from '../page-title';

/** `/winter-losses`: the colonies lost each winter, by the COLOSS definition, per apiary, with the survey's CSV. */
export function WinterLossesRoute() {
  useDocumentTitle('winterLosses');
  return <WinterLossesScreen />;
}
