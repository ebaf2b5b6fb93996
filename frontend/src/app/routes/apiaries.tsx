import { ApiariesScreen } from '@/features/apiaries/components/apiaries-screen';
import { useDocumentTitle } from '../page-title';
import { copyApiaryForOffline } from './apiary-offline-copy';

/** `/apiaries`: the beekeeper's apiary locations, each of which can be taken offline. */
export function ApiariesRoute() {
  useDocumentTitle('apiaries');
  return <ApiariesScreen copyForOffline={copyApiaryForOffline} />;
}
