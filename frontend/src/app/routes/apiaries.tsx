import { ApiariesScreen } from '@/features/apiaries/components/apiaries-screen';
import { appMessages } from '@/components/layouts/messages';
import { useMessages } from '@/lib/i18n/catalog';
import { useDocumentTitle } from '../page-title';
import { copyApiaryForOffline } from './apiary-offline-copy';

/** `/apiaries`: the beekeeper's apiary locations, each of which can be taken offline. */
export function ApiariesRoute() {
  const t = useMessages(appMessages);
  useDocumentTitle(t('nav.apiaries'));
  return <ApiariesScreen copyForOffline={copyApiaryForOffline} />;
}
