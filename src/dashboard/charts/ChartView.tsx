import { BarChart } from '@mui/x-charts/BarChart';
import type { ChartModel } from './chartModels';
import { useOpenMembers } from './useOpenMembers';

/** Bars a chart draws at most; its table lists every category. */
export const CHART_ROWS = 15;

/** How tall a chart is drawn: by its bars across, fixed for bars up. */
export const chartHeight = (model: ChartModel) =>
  model.layout === 'horizontal'
    ? Math.max(
        200,
        Math.min(model.categories.length, CHART_ROWS) * (model.series.length > 2 ? 56 : 30) + 70,
      )
    : 300;

/**
 * A chart's bars with MUI X Charts (docs/dashboard.md): across for places and
 * levels, up for months and blood groups, and a pyramid (the first series to the
 * left) for ages. A bar opens the members behind it.
 */
export const ChartView = ({
  model,
  number,
}: {
  model: ChartModel;
  number: (n: number) => string;
}) => {
  const open = useOpenMembers();
  const shown = model.categories.slice(0, CHART_ROWS);
  const across = model.layout === 'horizontal';
  const show = (value: number | null) =>
    value === null ? '' : model.total ? `${number(value)}%` : number(Math.abs(value));
  const band = { scaleType: 'band' as const, data: shown };
  const values = { valueFormatter: (value: number | null) => show(value) };
  const height = chartHeight(model);
  return (
    <BarChart
      height={height}
      // Drawn at once: a chart printed or resized shows its bars, not their growth.
      skipAnimation
      layout={model.layout}
      hideLegend={model.series.length === 1}
      xAxis={[across ? { ...values, ...(model.total ? { max: 100 } : {}) } : band]}
      yAxis={[across ? { ...band, width: 'auto' } : { ...values, width: 'auto' }]}
      series={model.series.map((s, si) => ({
        id: s.key,
        label: s.label,
        color: s.color,
        data: model.values
          .slice(0, CHART_ROWS)
          .map((row) => (model.pyramid && si === 0 ? -row[si]! : row[si]!)),
        ...(model.pyramid ? { stack: 'pyramid' } : {}),
        valueFormatter: (value: number | null) => show(value),
      }))}
      onItemClick={(_, item) => {
        const series = model.series.findIndex((s) => s.key === item.seriesId);
        if (series >= 0) open(model, item.dataIndex, series);
      }}
      sx={{ '& .MuiBarChart-element': { cursor: 'pointer' } }}
    />
  );
};
