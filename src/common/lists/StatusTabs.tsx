import { Tab, Tabs } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/**
 * Tabs over a list's `status` filter (pairs to decide, requests decided…): the
 * other filters stay as they are; `words` is where each status's label lives.
 */
export const StatusTabs = ({
  statuses,
  words,
  first,
}: {
  statuses: readonly string[];
  /**
   * The translation prefix of the labels (`app.duplicates.statuses`), or each
   * label itself (a page's own words, loaded with it).
   */
  words: string | ((status: string) => string);
  /** The status shown while the filter holds none. */
  first: string;
}) => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const status = (filterValues as { status?: string }).status ?? first;
  return (
    <Tabs
      value={status}
      onChange={(_event, value: string) => setFilters({ ...filterValues, status: value }, {})}
      variant="scrollable"
      sx={{ mb: 1 }}
    >
      {statuses.map((s) => (
        <Tab
          key={s}
          value={s}
          label={typeof words === 'string' ? translate(`${words}.${s}`) : words(s)}
        />
      ))}
    </Tabs>
  );
};
