import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { toCalendarDate } from '@shared/rules/calendar';
import { treatmentDueState } from '@shared/rules/due-dates';
import { supersAllowedFrom } from '@shared/rules/treatments';
import { formatWeight } from '@shared/rules/units';
import type { Treatment } from '@shared/schemas/treatment';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { NextPage } from '@/components/ui/next-page';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useUnitSystem } from '@/hooks/use-unit-system';
import { useMessages } from '@/lib/i18n/catalog';
import { useLocale } from '@/lib/i18n/locale';
import { treatmentsMessages } from '../messages';
import { useFeedingTotals } from '../api/get-feeding-totals';
import { useTreatments } from '../api/get-treatments';
import { DueBadge } from './due-badge';
import { efficacyText } from './efficacy';
import { LogTreatmentButton } from './log-treatment-button';
import { treatmentDateLabel } from './treatment-record';

/**
 * A hive's treatments on its page: newest first with their efficacy and due markers, when honey supers may go back
 * on after its latest catalogue treatment (while that day is ahead), and the sugar it was fed this year.
 */
export function HiveTreatments({ hiveId }: { hiveId: string }) {
  const t = useMessages(treatmentsMessages);
  const treatments = useTreatments({ hiveId });
  // Due markers and "this year" are counted from when the page opened.
  const [now] = useState(() => new Date());
  const all = treatments.data?.pages.flatMap((page) => page.items) ?? [];
  const supersFrom = supersAllowedDate(all, toCalendarDate(now));

  function content() {
    if (treatments.isPending || (treatments.isError && !treatments.data && treatments.isFetching)) {
      return <Spinner label={t('hive.loading')} className="py-6" />;
    }
    if (!treatments.data) {
      return <LoadError what={t('hive.loadWhat')} onRetry={() => void treatments.refetch()} />;
    }
    if (all.length === 0) return <p className="text-stone-700">{t('hive.none')}</p>;
    return (
      <div className="flex flex-col gap-3">
        <ul aria-label={t('hive.listLabel')} className="flex flex-col divide-y divide-stone-200">
          {all.map((treatment) => (
            <HiveTreatmentRow key={treatment.id} treatment={treatment} now={now} />
          ))}
        </ul>
        <NextPage query={treatments} what={t('screen.pageWhat')} />
      </div>
    );
  }

  return (
    <Card>
      <section aria-labelledby="hive-treatments" className="flex flex-col">
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
          <h2 id="hive-treatments" className="text-lg font-semibold text-stone-900">
            {t('hive.title')}
          </h2>
          <div className="flex flex-wrap gap-2">
            <Link
              to={paths.app.treatments.getHref({ hiveId })}
              className="inline-flex min-h-9 items-center rounded-sm px-1 text-sm font-medium text-honey-800 underline underline-offset-2"
            >
              {t('hive.manage')}
            </Link>
            <LogTreatmentButton label={t('screen.logTreatment')} prefill={{ hiveId }} variant="outline" size="sm" />
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {supersFrom && (
            <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
              <Sentence
                message={t('hive.supersFrom', { date: SLOT })}
                slot={<time dateTime={supersFrom}>{treatmentDateLabel(supersFrom)}</time>}
              />
            </p>
          )}
          <SugarThisYear hiveId={hiveId} year={now.getFullYear()} />
          {content()}
        </CardContent>
      </section>
    </Card>
  );
}

function HiveTreatmentRow({ treatment, now }: { treatment: Treatment; now: Date }) {
  const t = useMessages(treatmentsMessages);
  const dueState = treatmentDueState(treatment, now);
  const efficacy = efficacyText(t, treatment);
  return (
    <li className="flex min-w-0 flex-col gap-1 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2">
        <p translate="no" className="min-w-0 font-medium break-words text-stone-900">
          {treatment.treatmentName}
        </p>
        {dueState && <DueBadge state={dueState} />}
      </div>
      <p className="text-sm text-stone-700">
        {t(`type.${treatment.treatmentType}`)} ·{' '}
        <time dateTime={treatment.applicationDate}>{treatmentDateLabel(treatment.applicationDate)}</time>
        {treatment.nextDueDate && (
          <>
            {' '}
            ·{' '}
            <Sentence
              message={t('hive.nextDue', { date: SLOT })}
              slot={<time dateTime={treatment.nextDueDate}>{treatmentDateLabel(treatment.nextDueDate)}</time>}
            />
          </>
        )}
      </p>
      {efficacy && <p className="text-sm text-stone-800">{t('hive.efficacy', { efficacy })}</p>}
    </li>
  );
}

/** The sugar the hive got this year, from the year's feeding totals; nothing while none was fed. */
function SugarThisYear({ hiveId, year }: { hiveId: string; year: number }) {
  const t = useMessages(treatmentsMessages);
  const locale = useLocale();
  const totals = useFeedingTotals(year);
  const system = useUnitSystem();
  const mine = totals.data?.hives.find((hive) => hive.hiveId === hiveId);
  if (!mine || mine.sugarLbs <= 0) return null;
  return (
    <p className="text-sm text-stone-800">
      <Sentence
        message={t('hive.sugarFed', { year: String(year), amount: SLOT, count: mine.feedings })}
        slot={<strong>{formatWeight(mine.sugarLbs, system, locale)}</strong>}
      />
    </p>
  );
}

/** Where a message puts an element of its own (a date in `<time>`, an amount in bold): a character no message uses. */
const SLOT = '\uE000';

/** A translated sentence with an element where it says `SLOT`. */
function Sentence({ message, slot }: { message: string; slot: ReactNode }) {
  const [before, after] = message.split(SLOT);
  return (
    <>
      {before}
      {slot}
      {after}
    </>
  );
}

/**
 * When supers may go back on after the hive's latest catalogue treatment (the list is newest first), while that
 * day is still ahead; null when its label lets supers stay on, or the day has come.
 */
function supersAllowedDate(treatments: readonly Treatment[], today: string): string | null {
  const latest = treatments.find((treatment) => treatment.productId !== null);
  if (!latest?.productId) return null;
  const from = supersAllowedFrom(latest.productId, latest.applicationDate);
  return from !== null && from > today ? from : null;
}
