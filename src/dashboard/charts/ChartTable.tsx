import { Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { MouseEvent } from 'react';
import { membersListPath, type ChartModel, type Words } from './chartModels';
import { useOpenMembers } from './useOpenMembers';

/**
 * A chart's numbers as a table, its text alternative (docs/dashboard.md): each
 * number links to the members behind it, as its bar does.
 */
export const ChartTable = ({
  model,
  number,
  words,
}: {
  model: ChartModel;
  number: (n: number) => string;
  words: Words;
}) => {
  const open = useOpenMembers();
  const cell = (i: number, s: number) => {
    const value = model.values[i]![s]!;
    if (!model.total) return number(value);
    return words('quality.of', {
      share: `${number(value)}%`,
      count: number(model.counts![i]![s]!),
      total: number(model.total[i]!),
    });
  };
  const follow = (i: number, s: number) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    open(model, i, s);
  };
  return (
    <Table size="small" aria-label={model.title}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {model.column}
          </TableCell>
          {model.series.map((s) => (
            <TableCell key={s.key} component="th" scope="col" align="right">
              {s.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {model.categories.map((category, i) => (
          <TableRow key={`${category}-${i}`}>
            <TableCell component="th" scope="row">
              {category}
            </TableCell>
            {model.series.map((s, si) => (
              <TableCell key={s.key} align="right">
                <Link
                  href={membersListPath(model.filtersFor(i, si))}
                  onClick={follow(i, si)}
                  underline="hover"
                >
                  {cell(i, si)}
                </Link>
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
