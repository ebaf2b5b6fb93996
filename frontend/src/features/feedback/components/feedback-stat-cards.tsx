import { LoadError } from '@/components/ui/load-error';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useMessages } from '@/lib/i18n/catalog';
import { formatNumber } from '@/lib/i18n/format';
import { useFeedbackStats } from '../api/get-feedback-stats';
import { feedbackMessages } from '../messages';

/** Total Feedback, Open Items, In Progress and Average Rating (one decimal) over all feedback. */
export function FeedbackStatCards() {
  const t = useMessages(feedbackMessages);
  const stats = useFeedbackStats();
  if (stats.isError) return <LoadError what={t('stats.what')} onRetry={() => void stats.refetch()} />;
  const data = stats.data;
  const cards = [
    { title: t('stats.total'), value: data?.total },
    { title: t('stats.open'), value: data?.byStatus.open },
    { title: t('stats.inProgress'), value: data?.byStatus.in_progress },
    {
      title: t('stats.averageRating'),
      value:
        data &&
        (data.averageRating === null
          ? '–'
          : formatNumber(data.averageRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })),
    },
  ];
  return (
    <ul aria-label={t('stats.list')} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {cards.map(({ title, value }) => (
        <li key={title}>
          <Card>
            <CardHeader>
              <CardTitle className="text-sm font-medium text-stone-700">{title}</CardTitle>
            </CardHeader>
            <CardContent>
              {value === undefined ? (
                <Skeleton className="h-8 w-12" />
              ) : (
                <p className="text-2xl font-bold text-stone-900">{value}</p>
              )}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
