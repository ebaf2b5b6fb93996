import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { RATING_SCALE } from '@shared/domain/rating';
import { HEALTH_SCORE_FIELDS, trendTimeScale, type InspectionTrendRow } from '../utils/inspection-trends';
import { useMessages } from '@/lib/i18n/catalog';
import { DAY_AND_MONTH, formatDate } from '@/lib/i18n/format';
import { hivesMessages } from '../messages';

/** Distinct on white and from each other (Tailwind's 700 shades of honey, green, blue and purple). */
const SCORE_COLOURS = {
  broodPattern: '#b45309',
  temperament: '#15803d',
  population: '#1d4ed8',
  foodStores: '#7e22ce',
} as const;
const MITES_COLOUR = '#a16207';
const THRESHOLD_COLOUR = '#b91c1c';
const CHART_HEIGHT = 240;
const SCORE_TICKS = Array.from({ length: RATING_SCALE.max }, (_, index) => index + RATING_SCALE.min);
/** A bar no wider than this, however few the counts: one wash must not fill the plot. */
const MAX_BAR_PX = 28;

/** A point of the time axis (noon UTC of an inspection day) as its day. */
const shortDate = (time: unknown) => formatDate(new Date(Number(time)), DAY_AND_MONTH);

/**
 * The hive page's charts (recharts, in a chunk of their own that only this page loads): the four scores over
 * time, and the washes' and rolls' mites per 100 bees against the treatment threshold of each date. Hidden from
 * screen readers, which read the same figures in the table beside them; the charts take no focus.
 */
export function HiveTrendCharts({ rows }: { rows: InspectionTrendRow[] }) {
  const t = useMessages(hivesMessages);
  const hasMiteCounts = rows.some((row) => row.mitesPer100Bees !== null);
  const scale = trendTimeScale(rows);
  const timed = rows.map((row) => ({ ...row, time: scale.at(row) }));
  // The threshold's steps reach both edges of the plot; the bars stand at the inspections between them.
  const [leftEdge, ...steps] = scale.thresholdSteps;
  const varroaData = [leftEdge, ...timed, steps[steps.length - 1]];
  // Both charts read dates on one time scale, so an inspection sits at the same x in each.
  const timeAxis = (
    <XAxis
      dataKey="time"
      type="number"
      scale="time"
      domain={scale.domain}
      ticks={scale.ticks}
      tickFormatter={shortDate}
      fontSize={12}
    />
  );
  return (
    <div aria-hidden="true" className="flex flex-col gap-6" data-testid="hive-trend-charts">
      <div>
        <h3 className="mb-2 text-sm font-medium text-stone-700">{t('charts.scores')}</h3>
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <LineChart data={timed} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -24 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" />
            {timeAxis}
            <YAxis domain={[RATING_SCALE.min, RATING_SCALE.max]} ticks={SCORE_TICKS} fontSize={12} />
            <Tooltip labelFormatter={shortDate} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {HEALTH_SCORE_FIELDS.map((key) => (
              <Line
                key={key}
                type="monotone"
                dataKey={key}
                name={t(`score.${key}`)}
                stroke={SCORE_COLOURS[key]}
                strokeWidth={2}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      {hasMiteCounts && (
        <div>
          <h3 className="mb-2 text-sm font-medium text-stone-700">{t('charts.varroa')}</h3>
          <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
            <ComposedChart
              data={varroaData}
              accessibilityLayer={false}
              margin={{ top: 8, right: 8, bottom: 0, left: -24 }}
            >
              <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" />
              {timeAxis}
              <YAxis allowDecimals fontSize={12} />
              <Tooltip labelFormatter={shortDate} />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              <Bar
                dataKey="mitesPer100Bees"
                name={t('charts.mites')}
                fill={MITES_COLOUR}
                maxBarSize={MAX_BAR_PX}
                isAnimationActive={false}
              />
              <Line
                type="stepAfter"
                dataKey="thresholdPer100Bees"
                name={t('charts.threshold')}
                stroke={THRESHOLD_COLOUR}
                strokeDasharray="6 3"
                strokeWidth={2}
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
