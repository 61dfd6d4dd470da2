import DownloadIcon from '@mui/icons-material/Download';
import {
  Box,
  Button,
  Card,
  CardContent,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { downloadCsv } from '../../common/format/downloadCsv';
import type { ChartModel, Words } from './chartModels';
import { chartCsv } from './chartCsv';
import { ChartTable } from './ChartTable';
import { chartHeight, ChartView } from './ChartView';
import { useNearView } from './useNearView';

/**
 * One chart of the dashboard (docs/dashboard.md): its title, the chart or the same
 * numbers as a table (the chart's text alternative), its CSV, and what it counts.
 * `action` sits beside the title (the villages chart's district).
 */
export const ChartCard = ({
  model,
  words,
  number,
  action,
  drawn = false,
}: {
  model: ChartModel;
  words: Words;
  number: (n: number) => string;
  action?: ReactNode;
  /** Drawn at once, near the screen or not (the page is being printed). */
  drawn?: boolean;
}) => {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const [body, near] = useNearView<HTMLDivElement>(drawn);
  const titleId = `chart-${model.id}-title`;
  const empty = model.categories.length === 0;
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      data-chart={model.id}
      sx={{ height: '100%', breakInside: 'avoid' }}
    >
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
            {model.title}
          </Typography>
          {action}
          <Box className="no-print" sx={{ display: 'flex', gap: 1 }}>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={view}
              onChange={(_, next: 'chart' | 'table' | null) => next && setView(next)}
              aria-label={model.title}
            >
              <ToggleButton value="chart">{words('view.chart')}</ToggleButton>
              <ToggleButton value="table">{words('view.table')}</ToggleButton>
            </ToggleButtonGroup>
            <Button
              size="small"
              startIcon={<DownloadIcon />}
              disabled={empty}
              onClick={() => downloadCsv(chartCsv(model), `${model.id}.csv`)}
            >
              {words('csv')}
            </Button>
          </Box>
        </Box>
        <Box ref={body} sx={{ minHeight: near || empty ? undefined : chartHeight(model) }}>
          {empty ? (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
              {words('none')}
            </Typography>
          ) : !near ? null : view === 'chart' ? (
            <ChartView model={model} number={number} />
          ) : (
            <ChartTable model={model} number={number} words={words} />
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {model.caption}
        </Typography>
      </CardContent>
    </Card>
  );
};
