import {
  Area,
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ReferenceArea,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ChartBucket, HiveWeightChart } from '@shared/schemas/hive-scale';
import { useMessages } from '@/lib/i18n/catalog';
import { DAY_AND_MONTH, formatDate } from '@/lib/i18n/format';
import { hiveScalesMessages } from '../messages';
import { stepLabel, swarmLabel, kilograms } from './weight-facts';
import { DAY_MS } from '@shared/domain/durations';

/** Tailwind's 700 shades: distinct on white and from each other. */
const COLOURS = {
  weight: '#b45309',
  band: '#fcd34d',
  temperature: '#b91c1c',
  humidity: '#1d4ed8',
  swarm: '#b91c1c',
  flow: '#bbf7d0',
  step: '#44403c',
  rain: '#1d4ed8',
  inspection: '#15803d',
  harvest: '#a16207',
  feeding: '#7e22ce',
  treatment: '#0f766e',
} as const;
const CHART_HEIGHT = 260;
const SMALL_CHART_HEIGHT = 180;
const MARGIN = { top: 16, right: 8, bottom: 0, left: -16 };
/** Up to a month, a flow's gain is written on its shading and every step named; longer ranges would crowd them. */
const SHORT_RANGE_DAYS = 31;
/**
 * Over longer ranges a step is named only this many pixels of plot after the last one named (a long name read
 * rightwards and the next read leftwards towards it), so names don't overlap on a phone; every step stays in the
 * facts list.
 */
const STEP_NAME_PX = 200;
/** The plot's width, about: the window's less the side menu (shown from 768 px) and the cards' padding. */
const plotWidthPx = () => Math.max(window.innerWidth - (window.innerWidth >= 768 ? 360 : 100), 200);

const shortDate = (time: unknown) => formatDate(new Date(Number(time)), DAY_AND_MONTH);
const timeOf = (at: string) => Date.parse(at.length === 10 ? `${at}T12:00:00Z` : at);

/** A series' buckets by time: the mean as a line, the lowest to highest as a band. */
const pointsOf = (buckets: ChartBucket[]) =>
  buckets.map((bucket) => ({ time: Date.parse(bucket.at), mean: bucket.mean, band: [bucket.min, bucket.max] }));

/**
 * The weight chart's plots (recharts, in a chunk only the hive page with a scale loads): the weight with its band,
 * the records, steps, swarms and flows on its time line; temperature and humidity; the daily weather. Hidden from
 * screen readers, which read the same facts in the list beside; the plots take no focus.
 */
export function WeightChartPlot({ chart }: { chart: HiveWeightChart }) {
  const t = useMessages(hiveScalesMessages);
  const [start, end] = [timeOf(`${chart.from}T00:00:00Z`), timeOf(`${chart.to}T00:00:00Z`) + DAY_MS];
  const domain = [start, end];
  const weighing = chart.scales.find((scale) => scale.weightKg.length > 0);
  const temperature = chart.scales.find((scale) => scale.temperatureC.length > 0)?.temperatureC ?? [];
  const humidity = chart.scales.find((scale) => scale.humidityPercent.length > 0)?.humidityPercent ?? [];
  const shortRange = (end - start) / DAY_MS <= SHORT_RANGE_DAYS;
  const namedSteps = new Set<string>();
  let lastNamed = -Infinity;
  for (const { at } of chart.steps) {
    if (!shortRange && timeOf(at) - lastNamed < (STEP_NAME_PX / plotWidthPx()) * (end - start)) continue;
    namedSteps.add(at);
    lastNamed = timeOf(at);
  }
  // A step's label reads rightwards from its line, or leftwards in the range's last quarter, where it would be cut off.
  const labelSide = (at: string) => (timeOf(at) > start + 0.75 * (end - start) ? 'Right' : 'Left');
  const timeAxis = (
    <XAxis dataKey="time" type="number" scale="time" domain={domain} tickFormatter={shortDate} fontSize={12} />
  );
  return (
    <div aria-hidden="true" className="flex min-w-0 flex-col gap-6" data-testid="weight-chart-plot">
      {weighing && (
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <ComposedChart data={pointsOf(weighing.weightKg)} accessibilityLayer={false} margin={MARGIN}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" />
            {timeAxis}
            <YAxis domain={['auto', 'auto']} fontSize={12} />
            <Tooltip labelFormatter={shortDate} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {chart.flows.map((flow) => (
              <ReferenceArea
                key={flow.from}
                x1={timeOf(flow.from)}
                x2={timeOf(flow.to)}
                fill={COLOURS.flow}
                fillOpacity={0.5}
                label={
                  shortRange
                    ? { value: `${t('chart.flow')} +${kilograms(flow.gainKg)} kg`, position: 'insideTop', fontSize: 11 }
                    : undefined
                }
              />
            ))}
            <Area
              dataKey="band"
              name={t('chart.weightRange')}
              stroke="none"
              fill={COLOURS.band}
              fillOpacity={0.6}
              isAnimationActive={false}
            />
            <Line
              dataKey="mean"
              name={t('chart.weight')}
              stroke={COLOURS.weight}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
            {chart.records.map((record) => (
              <ReferenceLine
                key={record.id}
                x={timeOf(record.at)}
                stroke={COLOURS[record.kind]}
                strokeDasharray="2 4"
              />
            ))}
            {chart.steps.map((step) => (
              <ReferenceLine
                key={step.at}
                x={timeOf(step.at)}
                stroke={COLOURS.step}
                label={
                  namedSteps.has(step.at)
                    ? { value: stepLabel(t, step), position: `insideTop${labelSide(step.at)}`, fontSize: 11 }
                    : undefined
                }
              />
            ))}
            {chart.swarms.map((swarm) => (
              <ReferenceLine
                key={swarm.at}
                x={timeOf(swarm.at)}
                stroke={COLOURS.swarm}
                strokeWidth={2}
                label={{
                  value: swarmLabel(t, swarm.dropKg),
                  position: `insideBottom${labelSide(swarm.at)}`,
                  fontSize: 11,
                }}
              />
            ))}
          </ComposedChart>
        </ResponsiveContainer>
      )}
      {(temperature.length > 0 || humidity.length > 0) && (
        <ResponsiveContainer width="100%" height={SMALL_CHART_HEIGHT}>
          <ComposedChart accessibilityLayer={false} margin={MARGIN}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" />
            {timeAxis}
            <YAxis yAxisId="temperature" fontSize={12} />
            <YAxis yAxisId="humidity" orientation="right" domain={[0, 100]} fontSize={12} />
            <Tooltip labelFormatter={shortDate} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Line
              data={pointsOf(temperature)}
              yAxisId="temperature"
              dataKey="mean"
              name={t('chart.temperature')}
              stroke={COLOURS.temperature}
              dot={false}
              isAnimationActive={false}
            />
            <Line
              data={pointsOf(humidity)}
              yAxisId="humidity"
              dataKey="mean"
              name={t('chart.humidity')}
              stroke={COLOURS.humidity}
              dot={false}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      )}
      {chart.weather && chart.weather.length > 0 && (
        <div>
          <h3 className="mb-2 text-sm font-medium text-stone-700">{t('chart.weather')}</h3>
          <ResponsiveContainer width="100%" height={SMALL_CHART_HEIGHT}>
            <ComposedChart
              data={chart.weather.map((day) => ({ ...day, time: timeOf(day.date) }))}
              accessibilityLayer={false}
              margin={MARGIN}
            >
              <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" />
              {timeAxis}
              <YAxis yAxisId="temperature" fontSize={12} />
              <YAxis yAxisId="rain" orientation="right" fontSize={12} />
              <Tooltip labelFormatter={shortDate} />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              <Bar
                yAxisId="rain"
                dataKey="precipitationMm"
                name={t('chart.rain')}
                fill={COLOURS.rain}
                isAnimationActive={false}
              />
              <Line
                yAxisId="temperature"
                dataKey="maxC"
                name={t('chart.maxC')}
                stroke={COLOURS.temperature}
                dot={false}
                isAnimationActive={false}
              />
              <Line
                yAxisId="temperature"
                dataKey="minC"
                name={t('chart.minC')}
                stroke={COLOURS.humidity}
                dot={false}
                isAnimationActive={false}
              />
            </ComposedChart>
          </ResponsiveContainer>
        </div>
      )}
    </div>
  );
}
