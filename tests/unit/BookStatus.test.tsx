import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BookStatus } from '../../src/directory/BookStatus';
import type { BookState } from '../../src/directory/types';
import { renderInAdmin } from './renderInAdmin';

afterEach(cleanup);

const BOOK: BookState = {
  id: 3,
  options: {
    district_ids: [],
    post_ids: [],
    village_ids: [],
    language: 'gu',
    page_size: 'A5',
    photos: true,
    married_daughters: true,
    title: 'Parivar',
    year: 2026,
  },
  status: 'queued',
  position: 2,
  families_done: 0,
  families_total: 0,
  pages: null,
  bytes: null,
  downloadable: false,
  error: null,
  created_by: 'Demo Administrator',
  created_at: '2026-11-25T05:00:00Z',
  finished_at: null,
};

const show = (book: Partial<BookState>) =>
  renderInAdmin(<BookStatus book={{ ...BOOK, ...book }} />);

describe("a book's place in line and progress (docs/directory.md)", () => {
  it('says how many books are ahead of one in line', async () => {
    show({});
    expect(await screen.findByText('In line')).toBeInTheDocument();
    expect(screen.getByText('2 ahead of it')).toBeInTheDocument();
  });

  it('shows the families printed of all while it prints', async () => {
    show({ status: 'running', position: null, families_done: 150, families_total: 600 });
    expect(await screen.findByText('150 of 600 families')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  });

  it('gives the pages and size of a printed book, and why one failed', async () => {
    show({ status: 'done', position: null, pages: 212, bytes: 4_200_000, downloadable: true });
    expect(await screen.findByText('212 pages, 4.2 MB')).toBeInTheDocument();
    cleanup();
    // Its PDF let go, or not brought back by a restore: said so beside the pages.
    show({ status: 'done', position: null, pages: 212, bytes: 4_200_000, downloadable: false });
    expect(
      await screen.findByText('212 pages, 4.2 MB · its PDF is no longer kept'),
    ).toBeInTheDocument();
    cleanup();
    show({ status: 'failed', position: null, error: 'chromium_missing' });
    expect(await screen.findByText('chromium_missing')).toBeInTheDocument();
  });
});
