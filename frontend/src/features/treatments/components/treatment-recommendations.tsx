import { groupTreatmentReminders } from '@shared/rules/treatment-reminders';
import type { TreatmentRecommendation } from '@shared/schemas/treatment-recommendation';
import { QueryContent } from '@/components/query-content';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/lib/i18n/catalog';
import { treatmentsMessages } from '../messages';
import { useTreatmentRecommendations } from '../api/get-treatment-recommendations';
import { useRecommendationActions } from './recommendation-actions';
import { ReminderGroups } from './reminder-groups';

/**
 * The recommendations a page at a time, most pressing first, grouped as the dashboard groups them but none of a
 * loaded page left out (the dashboard's 'View N more recommendations' leads here), and 'Show N more
 * recommendations' while the server has more; each with Log treatment (the add dialog filled in with its hive,
 * type and name), or, for a plan without treatment records, the note that they are Pro.
 */
export function TreatmentRecommendations() {
  const t = useMessages(treatmentsMessages);
  const recommendations = useTreatmentRecommendations();
  const { planNote, action } = useRecommendationActions();
  return (
    <Card role="region" aria-labelledby="recommendations-title">
      <CardHeader>
        <h2 id="recommendations-title" className="text-lg font-semibold text-stone-900">
          {t('recommendations.title')}
        </h2>
      </CardHeader>
      <CardContent>
        <QueryContent
          query={recommendations}
          loading={<Spinner label={t('recommendations.loading')} className="py-6" />}
          what={t('recommendations.loadWhat')}
        >
          {({ pages }) => {
            const all = pages.flatMap((page) => page.items);
            if (all.length === 0) {
              return <p className="text-stone-700">{t('recommendations.none')}</p>;
            }
            const more = (pages[0]?.total ?? all.length) - all.length;
            return (
              <div className="flex flex-col gap-4">
                {planNote}
                <ReminderGroups groups={allGrouped(all)} headingLevel="h3" action={action} />
                {more > 0 && (
                  <Button
                    variant="ghost"
                    className="self-start"
                    disabled={recommendations.isFetchingNextPage}
                    onClick={() => void recommendations.fetchNextPage()}
                  >
                    {recommendations.isFetchingNextPage
                      ? t('recommendations.loading')
                      : t('recommendations.showMore', { count: more })}
                  </Button>
                )}
              </div>
            );
          }}
        </QueryContent>
      </CardContent>
    </Card>
  );
}

/** The dashboard's groups with nothing cut: every medium and low one after the urgent and high ones. */
function allGrouped(recommendations: readonly TreatmentRecommendation[]) {
  const grouped = groupTreatmentReminders(recommendations);
  const pressing = new Set([...grouped.urgent, ...grouped.high]);
  const others = recommendations.filter((recommendation) => !pressing.has(recommendation));
  const medium = others.filter(({ priority }) => priority === 'medium');
  const low = others.filter(({ priority }) => priority === 'low');
  return { ...grouped, others: [...medium, ...low], hiddenCount: 0 };
}
