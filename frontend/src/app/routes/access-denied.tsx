import { AccessDenied } from '@/features/auth/components/access-denied';
import { accessMessages } from '@/features/auth/access-messages';
import { useMessages } from '@/lib/i18n/catalog';
import { useDocumentTitle } from '../page-title';

/** An admin screen visited by a beekeeper who is not an admin (403). */
export function AccessDeniedRoute() {
  const t = useMessages(accessMessages);
  useDocumentTitle(t('accessDenied.pageTitle'));
  return <AccessDenied />;
}
