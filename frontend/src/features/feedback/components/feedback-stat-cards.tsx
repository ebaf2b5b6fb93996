import { LoadError } from '@/components/ui/load-error';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useFeedbackStats } from '../api/get-feedback-stats';

/** Total Feedback, Open Items, In Progress and Average Rating (one decimal) over all feedback. */
export function FeedbackStatCards() {
  const stats = useFeedbackStats();
  if (stats.isError) return <LoadError what="the feedback figures" onRetry={() => void stats.refetch()} />;
  const data = stats.data;
  const cards = [
    { title: 'Total Feedback', value: data?.total },
    { title: 'Open Items', value: data?.byStatus.open },
    { title: 'In Progress', value: data?.byStatus.in_progress },
    {
      title: 'Average Rating',
      value: data && (data.averageRating === null ? '–' : data.averageRating.toFixed(1)),
    },
  ];
  return (
    <ul aria-label="Feedback figures" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
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
