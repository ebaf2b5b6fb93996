import { Link } from 'react-router-dom';
import { groupTreatmentReminders } from '@shared/rules/treatment-reminders';
import { QueryContent } from '@/components/query-content';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/catalog';
import { treatmentRemindersMessages } from '../reminder-messages';
import { useTreatmentRecommendations } from '../api/get-treatment-recommendations';
import { useRecommendationActions } from './recommendation-actions';
import { ReminderGroups } from './reminder-groups';

/**
 * The dashboard's Treatment Reminders (spec section 4): the urgent and high recommendations of the first page, then
 * the rest cut to 5 (or 2 beside pressing ones), with View All and 'View N more recommendations' (those cut and
 * those past the first page) to the treatments screen. Shown to every beekeeper, Pro or not: each reminder logs its
 * treatment in one tap, or the card says up front that treatment records are Pro and offers the upgrade. Each is
 * a glance (what, which hive, why in two lines); the treatments screen gives the whole reason and seasonal note.
 */
export function TreatmentRemindersCard() {
  const t = useMessages(treatmentRemindersMessages);
  const recommendations = useTreatmentRecommendations();
  const treatmentsHref = paths.app.treatments.getHref();
  const { planNote, action } = useRecommendationActions();
  return (
    <Card role="region" aria-labelledby="treatment-reminders-title">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <h2 id="treatment-reminders-title" className="text-lg font-semibold text-stone-900">
          {t('card.title')}
        </h2>
        <Link to={treatmentsHref} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          {t('card.viewAll')}
        </Link>
      </CardHeader>
      <CardContent>
        <QueryContent
          query={recommendations}
          loading={<Spinner label={t('card.loading')} className="py-6" />}
          what={t('card.loadWhat')}
        >
          {({ pages }) => {
            // The first page, most pressing first: the rest are counted, not read.
            const firstPage = pages[0]?.items ?? [];
            if (firstPage.length === 0) {
              return <p className="text-stone-700">{t('card.none')}</p>;
            }
            const grouped = groupTreatmentReminders(firstPage);
            const unread = (pages[0]?.total ?? firstPage.length) - firstPage.length;
            const groups = { ...grouped, hiddenCount: grouped.hiddenCount + unread };
            return (
              <div className="flex flex-col gap-4">
                {planNote}
                <ReminderGroups groups={groups} headingLevel="h3" action={action} compact />
                {groups.hiddenCount > 0 && (
                  <Link to={treatmentsHref} className={buttonVariants({ variant: 'ghost', className: 'self-start' })}>
                    {t('card.viewMore', { count: groups.hiddenCount })}
                  </Link>
                )}
              </div>
            );
          }}
        </QueryContent>
      </CardContent>
    </Card>
  );
}
