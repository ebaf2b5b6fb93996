import { ApiariesScreen } from '@/features/apiaries/components/apiaries-screen';
import { useDocumentTitle } from '../page-title';

/** `/apiaries`: the beekeeper's apiary locations. */
export function ApiariesRoute() {
  useDocumentTitle('apiaries');
  return <ApiariesScreen />;
}
