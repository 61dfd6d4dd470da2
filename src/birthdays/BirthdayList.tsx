import CakeIcon from '@mui/icons-material/CakeOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import FavoriteIcon from '@mui/icons-material/FavoriteBorder';
import PrintIcon from '@mui/icons-material/Print';
import { Button, Chip, Link } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  DataTable,
  SelectInput,
  useDataProvider,
  useListContext,
  useNotify,
  useTranslate,
} from 'react-admin';
import { createPortal, flushSync } from 'react-dom';
import { Link as RouterLink } from 'react-router-dom';
import { CSV_EOL, csvRow } from '../../shared/csv';
import { DAY_RANGES, OCCASIONS } from '../../shared/days';
import { FilterDialogButton } from '../common/buttons/FilterDialogButton';
import { downloadCsv } from '../common/format/downloadCsv';
import { ResourceList } from '../common/lists/ResourceList';
import { PrintStyles } from '../common/page/PrintStyles';
import type { AppDataProvider } from '../resources';
import { BirthdaysPrint } from './BirthdaysPrint';
import { useDayWords } from './format';
import { PlaceFilters } from '../common/inputs/PlaceFilters';
import { GreetingsToday } from './GreetingsToday';
import type { AppBirthday } from './types';

const filters = [
  <SelectInput
    key="range"
    source="range"
    label="app.birthdays.range"
    choices={DAY_RANGES.map((id) => ({ id, name: `app.birthdays.ranges.${id}` }))}
    alwaysOn
  />,
  <SelectInput
    key="occasion"
    source="occasion"
    label="app.birthdays.occasion"
    choices={OCCASIONS.map((id) => ({ id, name: `app.birthdays.occasions.${id}` }))}
    emptyText="app.birthdays.both"
    alwaysOn
  />,
];

/** Every row of the range and filters shown, in one request (`itemsPerPage=-1`). */
function useWholeList() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues } = useListContext();
  return async () => {
    const list = await dataProvider.getList<AppBirthday>('birthdays', {
      pagination: { page: 1, perPage: -1 },
      sort: { field: 'date', order: 'ASC' },
      filter: filterValues,
    });
    const meta = (list as { meta?: { from?: string; to?: string } }).meta ?? {};
    return { rows: list.data, from: meta.from ?? '', to: meta.to ?? '' };
  };
}

/** birthdays.csv: the day, what it is, who, the years, the mobile and the place. */
const CsvButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const words = useDayWords();
  const whole = useWholeList();
  const save = async () => {
    const { rows, from } = await whole();
    const heads = ['date', 'occasion', 'name', 'spouse', 'years', 'mobile', 'place'].map((h) =>
      translate(`app.birthdays.csv.${h}`),
    );
    const lines = rows.map((r) =>
      csvRow([
        r.date,
        words.occasion(r),
        r.name,
        r.spouse_name ?? '',
        r.years ?? '',
        r.mobile_no,
        words.place(r),
      ]),
    );
    downloadCsv([csvRow(heads), ...lines].join(CSV_EOL) + CSV_EOL, `birthdays-${from}.csv`);
    notify('app.birthdays.exported', {
      type: 'success',
      messageArgs: { smart_count: rows.length },
    });
  };
  return (
    <Button startIcon={<DownloadIcon />} onClick={save}>
      {translate('app.birthdays.export')}
    </Button>
  );
};

/** Print: the whole range, laid out for a notice board, then the browser's print. */
const PrintButton = () => {
  const translate = useTranslate();
  const whole = useWholeList();
  const [paper, setPaper] = useState<Awaited<ReturnType<typeof whole>> | null>(null);
  useEffect(() => {
    const done = () => setPaper(null);
    window.addEventListener('afterprint', done);
    return () => window.removeEventListener('afterprint', done);
  }, []);
  const print = async () => {
    const list = await whole();
    flushSync(() => setPaper(list));
    window.print();
  };
  return (
    <>
      <Button startIcon={<PrintIcon />} onClick={print}>
        {translate('app.birthdays.print')}
      </Button>
      {/* Beside the app, not in the list: on paper the list goes and this stays. */}
      {paper && createPortal(<BirthdaysPrint {...paper} />, document.body)}
    </>
  );
};

const Actions = () => (
  <>
    <FilterDialogButton elsewhere={['range', 'occasion']}>
      <PlaceFilters />
    </FilterDialogButton>
    <CsvButton />
    <PrintButton />
  </>
);

/**
 * /birthdays (docs/birthdays.md): today's, the next 7 or 30 days' birthdays and
 * wedding anniversaries, by district, post and village, the age turned and the years
 * married in the screen's language; the deceased are left out, a coordinator sees its
 * districts. Exported as CSV and printed for a notice board.
 */
export const BirthdayList = () => {
  const words = useDayWords();
  return (
    <>
      <PrintStyles appHidden />
      <ResourceList
        title="resources.birthdays.name"
        search={false}
        filters={filters}
        filterDefaultValues={{ range: 'week' }}
        sort={{ field: 'date', order: 'ASC' }}
        actions={<Actions />}
        header={<GreetingsToday />}
      >
        <DataTable<AppBirthday> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col
            source="date"
            label="app.birthdays.day"
            disableSort
            render={(r) => words.day((r as AppBirthday).date)}
          />
          <DataTable.Col
            source="occasion"
            label="app.birthdays.occasion"
            disableSort
            render={(row) => {
              const r = row as AppBirthday;
              return (
                <Chip
                  size="small"
                  variant="outlined"
                  icon={r.occasion === 'birthday' ? <CakeIcon /> : <FavoriteIcon />}
                  label={words.occasion(r)}
                />
              );
            }}
          />
          <DataTable.Col
            source="name"
            label="resources.members.fields.name"
            disableSort
            render={(row) => {
              const r = row as AppBirthday;
              return (
                <Link component={RouterLink} to={`/member/${r.member_id}/edit`} translate="no">
                  {words.who(r)}
                </Link>
              );
            }}
          />
          <DataTable.Col
            source="years"
            label="app.birthdays.years"
            disableSort
            render={(r) => words.years(r as AppBirthday)}
          />
          <DataTable.Col
            source="mobile_no"
            label="resources.members.fields.mobile_no"
            disableSort
          />
          <DataTable.Col
            source="village"
            label="resources.members.fields.village_id"
            disableSort
            render={(r) => words.place(r as AppBirthday)}
          />
        </DataTable>
      </ResourceList>
    </>
  );
};

export default BirthdayList;
