import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';

/** One winter's bar: its name and its loss rate over all apiaries (null when no colony went into it). */
export interface WinterBar {
  label: string;
  lossRatePercent: number | null;
}

const BAR_COLOUR = '#b45309';
const CHART_HEIGHT = 240;
/** A bar no wider than this, however few the winters. */
const MAX_BAR_PX = 48;

/**
 * The loss rate per winter, oldest on the left (recharts, in a chunk only this screen loads). Hidden from screen
 * readers, which read the same figures in the tables below it; the chart takes no focus.
 */
export function WinterLossChart({
  bars,
  seriesName,
  formatRate,
}: {
  bars: WinterBar[];
  /** The bars' name in the beekeeper's language. */
  seriesName: string;
  /** A rate written as the beekeeper's language writes it. */
  formatRate: (figures: { lossRatePercent: number | null }) => string;
}) {
  return (
    <div aria-hidden="true" data-testid="winter-loss-chart">
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <BarChart data={bars} accessibilityLayer={false} margin={{ top: 20, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" />
          <XAxis dataKey="label" fontSize={12} />
          <YAxis domain={[0, 100]} unit="%" fontSize={12} />
          <Bar
            dataKey="lossRatePercent"
            name={seriesName}
            fill={BAR_COLOUR}
            maxBarSize={MAX_BAR_PX}
            isAnimationActive={false}
          >
            <LabelList
              dataKey="lossRatePercent"
              position="top"
              fontSize={12}
              formatter={(value: unknown) => (typeof value === 'number' ? formatRate({ lossRatePercent: value }) : '')}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
