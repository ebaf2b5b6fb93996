import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { queenQueryOptions } from '@/features/queens/api/queens';
import { QueenPage } from '@/features/queens/components/queen-page';
import { queensMessages } from '@/features/queens/messages';
import { useMessages } from '@/lib/i18n/catalog';
import { useDocumentTitle } from '../page-title';

/** `/queens/:queenId`: one queen's page, titled with her name once the page has read her. */
export function QueenRoute() {
  const { queenId = '' } = useParams();
  // Reads the page's own cached answer, never fetches: the page decides when she is read.
  const { data: queen } = useQuery({ ...queenQueryOptions(queenId), enabled: false });
  const t = useMessages(queensMessages);
  useDocumentTitle(t('page.title'), queen?.name);
  return <QueenPage key={queenId} queenId={queenId} />;
}
