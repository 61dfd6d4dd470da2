import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useGetList, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { ScanPanel } from '../../src/duplicates/ScanPanel';
import type { ScanState } from '../../src/duplicates/types';
import { renderInAdmin } from './renderInAdmin';

afterEach(cleanup);

const scanned = (found: number, finished_at: string): ScanState => ({
  status: 'done',
  members: 1200,
  done: 1200,
  found,
  started_at: finished_at,
  finished_at,
});

/** The pairs list beside the panel, as the duplicates screen has it. */
const Pairs = () => {
  const { data } = useGetList('duplicates');
  return <p>{data?.length ?? 0} pairs listed</p>;
};

/** The panel, and the pairs list beside it, on a fake data provider. */
const renderPanel = (dataProvider: DataProvider) =>
  renderInAdmin(
    <>
      <ScanPanel />
      <Pairs />
    </>,
    dataProvider,
  );

describe('the directory scan (docs/duplicates.md)', () => {
  it('reads the pairs again when a scan ends, even one over before it was seen running', async () => {
    let state = scanned(0, '2026-11-24T10:00:00Z');
    let pairs: { id: number }[] = [];
    const dataProvider = {
      action: async (_resource: string, action: string) => {
        // The scan of a small directory ends before the screen asks again.
        if (action === 'scan') {
          state = scanned(2, '2026-11-25T09:00:00Z');
          pairs = [{ id: 1 }, { id: 2 }];
        }
        return { data: state };
      },
      getList: async () => ({ data: pairs, total: pairs.length }),
    } as unknown as DataProvider;
    renderPanel(dataProvider);
    await screen.findByText('Last scan found 0 pairs.');
    expect(screen.getByText('0 pairs listed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Scan the directory' }));
    await screen.findByText('Last scan found 2 pairs.');
    await waitFor(() => expect(screen.getByText('2 pairs listed')).toBeTruthy());
  });

  it('says when the last scan did not finish', async () => {
    const dataProvider = {
      action: async () => ({ data: { ...scanned(0, '2026-11-24T10:00:00Z'), status: 'failed' } }),
      getList: async () => ({ data: [], total: 0 }),
    } as unknown as DataProvider;
    renderPanel(dataProvider);
    await screen.findByText(
      'The last scan did not finish. Scan again to look through the whole directory.',
    );
    expect(screen.getByRole('button', { name: 'Scan the directory' })).toBeEnabled();
  });
});
