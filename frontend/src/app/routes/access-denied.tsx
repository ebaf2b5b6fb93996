import { AccessDenied } from '@/features/auth/components/access-denied';
import { useDocumentTitle } from '../page-title';

/** An admin screen visited by a beekeeper who is not an admin (403). */
export function AccessDeniedRoute() {
  useDocumentTitle('accessDenied');
  return <AccessDenied />;
}
