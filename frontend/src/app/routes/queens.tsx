import { QueensScreen } from '@/features/queens/components/queens-screen';
import { useDocumentTitle } from '../page-title';

/** `/queens`: the beekeeper's queens, newest first, all or of one status. */
export function QueensRoute() {
  useDocumentTitle('queens');
  return <QueensScreen />;
}
