import { CSV_EOL, csvRow } from '../../../shared/csv';
import type { ChartModel } from './chartModels';

/**
 * A chart's table as CSV: its categories down, its series across, plain numbers
 * (no grouping) so that a spreadsheet reads them. A chart of shares adds the
 * total and each count after the percentages.
 */
export function chartCsv(model: ChartModel, membersLabel = 'Members'): string {
  const heading = [
    model.column,
    ...model.series.map((s) => (model.total ? `${s.label} %` : s.label)),
  ];
  if (model.total) heading.push(membersLabel, ...model.series.map((s) => s.label));
  const rows = model.categories.map((category, i) => {
    const cells: unknown[] = [category, ...model.values[i]!];
    if (model.total) cells.push(model.total[i], ...(model.counts?.[i] ?? []));
    return csvRow(cells);
  });
  return [csvRow(heading), ...rows].join(CSV_EOL) + CSV_EOL;
}
