// The earnings bar charts, loaded on their own: recharts and d3 weigh ~138 KiB gzip and must never
// reach the initial JS. Drawn for sighted users only; EarningsSection gives the same figures as tables.
import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';

export type ChartPoint = { label: string; amount: number };

type Props = {
  points: ChartPoint[];
  seriesLabel: string;
  formatValue: (minor: number) => string;
  /** Time runs right to left in Arabic: charts do not mirror by themselves. */
  isRtl: boolean;
};

export function EarningsChart({ points, seriesLabel, formatValue, isRtl }: Props) {
  return (
    <BarChart
      h={220}
      data={points}
      dataKey="label"
      series={[{ name: 'amount', label: seriesLabel, color: 'teal.7' }]}
      valueFormatter={formatValue}
      tickLine="y"
      gridAxis="y"
      xAxisProps={{ reversed: isRtl, interval: 'preserveStartEnd', minTickGap: 12 }}
      yAxisProps={{ orientation: isRtl ? 'right' : 'left', width: 88 }}
      // No keyboard layer: the chart is hidden from assistive technology, which reads the tables.
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}
