import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiariesQueryOptions } from '@/api/get-apiaries';
import { hiveQueryOptions } from '@/api/get-hive';
import { QueryContent } from '@/components/query-content';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/lib/i18n/catalog';
import { useHiveWeightChart } from '../api/weight-chart';
import { hiveScalesMessages } from '../messages';
import { CHART_RANGES, rangeDays, WeightChartView, type ChartRange } from './weight-chart';

/**
 * A hive's weight chart on its page (a hive with a scale): the range, the weight with its lowest and highest, the
 * temperature and humidity, the records, steps, swarms and flows on one time line, the weather of the days, and the
 * starvation risk in words. The chart is hidden from screen readers, which read the same facts in the list beside.
 */
export function WeightChart({ hiveId }: { hiveId: string }) {
  const t = useMessages(hiveScalesMessages);
  const [range, setRange] = useState<ChartRange>('month');
  const [now] = useState(() => new Date());
  // The season's start follows the apiary's hemisphere: the hive and apiaries the page has read, never read again.
  const hive = useQuery({ ...hiveQueryOptions(hiveId), enabled: false });
  const apiaries = useQuery({ ...apiariesQueryOptions(), enabled: false });
  const latitude = apiaries.data?.find((apiary) => apiary.id === hive.data?.apiaryId)?.latitude;
  const chart = useHiveWeightChart(hiveId, rangeDays(range, now, latitude));
  return (
    <Card>
      <section aria-labelledby="weight-chart-title">
        <CardHeader>
          <h2 id="weight-chart-title" className="text-lg font-semibold text-stone-900">
            {t('chart.title')}
          </h2>
          <CardDescription>{t('chart.description')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="max-w-xs">
            <FormField label={t('chart.range')}>
              <Select value={range} onChange={(event) => setRange(event.target.value as ChartRange)}>
                {CHART_RANGES.map((option) => (
                  <option key={option} value={option}>
                    {t(`range.${option}`)}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          <QueryContent
            query={chart}
            loading={<Spinner label={t('chart.loading')} className="py-8" />}
            what={t('chart.what')}
          >
            {(loaded) => <WeightChartView chart={loaded} hiveId={hiveId} />}
          </QueryContent>
        </CardContent>
      </section>
    </Card>
  );
}
