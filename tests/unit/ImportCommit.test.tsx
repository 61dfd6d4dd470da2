import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { ImportCommit } from '../../src/import/ImportCommit';
import { ImportContext } from '../../src/import/ImportContext';
import type { ImportState } from '../../src/import/types';
import { renderInAdmin } from './renderInAdmin';

afterEach(cleanup);

const STATE: ImportState = {
  id: 4,
  file_format: null,
  file_name: 'kansa.xlsx',
  sheet: 'Kansa',
  sheets: ['Kansa'],
  headers: ['Name', 'Mobile'],
  mapping: { '0': 'first_name', '1': 'mobile_no' },
  places: {},
  row_choices: { splits: [], sexes: {} },
  status: 'previewed',
  rows_total: 520,
  rows_done: 0,
  counts: { new_member: 500, skipped: 20, accepted: 500 },
  unknown_places: [],
  gujarati_names: [],
  error: null,
  error_code: null,
  created_at: '2026-11-25T04:00:00Z',
};

const actions: unknown[][] = [];
const dataProvider = {
  action: async (...args: unknown[]) => {
    actions.push(args);
    return { data: { ...STATE, status: 'importing' } };
  },
} as unknown as DataProvider;

const renderWith = (state: Partial<ImportState>) =>
  renderInAdmin(
    <ImportContext.Provider value={{ state: { ...STATE, ...state }, reload: () => {} }}>
      <ImportCommit disabled={false} gujaratiNames={['village:7']} />
    </ImportContext.Provider>,
    dataProvider,
  );

describe('the import commit (docs/import.md)', () => {
  it('asks before importing the accepted rows, then starts the import on the server', async () => {
    renderWith({});
    fireEvent.click(await screen.findByRole('button', { name: 'Import 500 rows' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import into the directory?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('button', { name: 'Import 500 rows' });
    expect(actions).toEqual([
      ['imports', 'commit', { id: 4, data: { gujarati_names: ['village:7'] } }],
    ]);
  });

  it('shows the progress while the server imports, as rows done of the accepted ones', async () => {
    renderWith({ status: 'importing', rows_done: 120 });
    expect(await screen.findByText('Importing: 120 of 500 rows')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '24');
    expect(screen.queryByRole('button', { name: /Import/ })).toBeNull();
  });

  it('sums up at the end, with the rows not imported to download', async () => {
    renderWith({ status: 'done', rows_done: 500, counts: { ...STATE.counts, imported: 497 } });
    expect(await screen.findByText('497 imported, 23 not imported.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rows not imported (CSV)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show members' })).toHaveAttribute('href', '/members');
  });

  it('offers to go on after a failure, saying why it stopped', async () => {
    renderWith({ status: 'failed', rows_done: 250, error: 'disk full' });
    expect(await screen.findByText('The import stopped: disk full')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go on importing' })).toBeEnabled();
  });

  it('says so when the server stopped in the middle, and offers to go on', async () => {
    renderWith({
      status: 'failed',
      rows_done: 250,
      error: 'The server stopped while it was importing. Go on importing to write the rest.',
      error_code: 'import_interrupted',
    });
    expect(
      await screen.findByText(
        'The import stopped: The server stopped while it was importing. Go on importing to write the rest.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go on importing' })).toBeEnabled();
  });
});
