import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { NotificationSend } from '../../src/notification/NotificationSend';
import { createI18nProvider } from '../../src/providers/i18nProvider';

afterEach(cleanup);

/**
 * Lookups, and the members list's total: 40 adults, 12 of them women, and 45
 * members with the children (asked without `adults`).
 */
const asked: Record<string, unknown>[] = [];
const dataProvider = {
  getLookup: async (name: string) =>
    ({
      education: [{ id: 1, name: 'SSC' }],
      businesses: [{ id: 3, name: 'Trading' }],
      states: [{ id: 4030, name: 'Gujarat' }],
      countries: [{ id: 101, name: 'India' }],
    })[name] ?? [],
  getList: async (_resource: string, params: { filter: Record<string, unknown> }) => {
    asked.push(params.filter);
    if (params.filter.adults !== '1') return { data: [], total: 45 };
    return { data: [], total: params.filter.genderSelected === '0' ? 12 : 40 };
  },
} as unknown as DataProvider;

/** The page in a data router (its unsaved-changes guard needs one), react-admin inside. */
const renderPage = () => {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminContext
            dataProvider={dataProvider}
            i18nProvider={createI18nProvider()}
            store={memoryStore()}
          >
            <NotificationSend />
          </AdminContext>
        ),
      },
    ],
    { initialEntries: ['/notification/send'] },
  );
  return render(<RouterProvider router={router} />);
};

const choose = async (label: RegExp, option: string) => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
};

describe('the send form (docs/product.md §4 "Notification form")', () => {
  it('counts the audience from the members list for the chosen filters', async () => {
    renderPage();
    const count = await screen.findByRole('status');
    expect(count).toHaveTextContent('This will reach 40 members.');
    expect(count).toHaveAttribute('aria-busy', 'false');
    // From the choice until its count is in, the old count says it is being counted again.
    await choose(/Gender/, 'Female');
    expect(screen.getByRole('status')).toHaveTextContent('This will reach 40 members.');
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await waitFor(
      () => {
        expect(screen.getByRole('status')).toHaveTextContent('This will reach 12 members.');
        expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'false');
      },
      { timeout: 3000 },
    );
    expect(asked.at(-1)).toEqual({ adults: '1', genderSelected: '0' });
  });

  it('asks before sending to everyone with the count it showed: the adults', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('switch', { name: 'Send to everyone' }));
    expect(await screen.findByText('This will reach 40 members.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), {
      target: { value: 'Samaj meeting' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), {
      target: { value: 'Sunday at ten' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send notification' }));
    expect(await screen.findByRole('heading', { name: 'Send to 40 members?' })).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ adults: '1' });
  });

  it('hides every filter when it goes to everyone', async () => {
    renderPage();
    expect(await screen.findByRole('combobox', { name: /Gender/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'Send to everyone' }));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: /Gender/ })).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Filters' })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Send to everyone' }));
    expect(await screen.findByRole('combobox', { name: /Gender/ })).toBeInTheDocument();
  });

  it('labels the business select Business Type for 2, Job Type for 1, and hides it for 0', async () => {
    renderPage();
    await choose(/Business\/Job type/, 'Business');
    expect(await screen.findByRole('combobox', { name: /^Business Type/ })).toBeInTheDocument();
    await choose(/Business\/Job type/, 'Job');
    expect(await screen.findByRole('combobox', { name: /^Job Type/ })).toBeInTheDocument();
    await choose(/Business\/Job type/, 'Other');
    await waitFor(() => {
      expect(screen.queryByRole('combobox', { name: /^Job Type/ })).toBeNull();
      expect(screen.queryByRole('combobox', { name: /^Business Type/ })).toBeNull();
    });
  });

  it('shows a country select when abroad and a state select otherwise', async () => {
    renderPage();
    expect(await screen.findByRole('combobox', { name: /State/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'In foreign land' }));
    expect(await screen.findByRole('combobox', { name: /Country/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /State/ })).toBeNull();
  });
});
