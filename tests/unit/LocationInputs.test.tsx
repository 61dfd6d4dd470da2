import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form, type DataProvider } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { LocationInputs } from '../../src/common/inputs/LocationInputs';
import { renderInAdmin } from './renderInAdmin';

afterEach(cleanup);

/** Lookups of a tiny map: two states, one district with two posts, villages under each. */
const lookups: Record<string, (q: Record<string, unknown>) => { id: number; name: string }[]> = {
  states: () => [
    { id: 4030, name: 'ગુજરાત' },
    { id: 4008, name: 'Maharashtra' },
  ],
  countries: () => [{ id: 231, name: 'United States' }],
  district: () => [
    { id: 1, name: 'Mehsana' },
    { id: 2, name: 'Patan' },
  ],
  post: (q) =>
    q.district_id === 1 ? [{ id: 10, name: 'Visnagar' }] : [{ id: 20, name: 'Sidhpur' }],
  village: (q) => (q.post_id === 10 ? [{ id: 100, name: 'Kansa' }] : [{ id: 200, name: 'Methan' }]),
};
const dataProvider = {
  getLookup: async (name: string, query: Record<string, unknown> = {}) =>
    lookups[name]?.(query) ?? [],
} as unknown as DataProvider;

/** Shows the form's current place values, so the test can read what the cascade cleared. */
const Values = () => {
  const [post, village] = useWatch({ name: ['post_id', 'village_id'] });
  return <output data-testid="values">{`${post ?? ''}|${village ?? ''}`}</output>;
};

const renderForm = (record: Record<string, unknown>) =>
  renderInAdmin(
    <Form record={record}>
      <LocationInputs />
      <Values />
    </Form>,
    dataProvider,
  );

const choose = async (label: RegExp, option: string) => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
};

describe('the place cascade (docs/product.md §4)', () => {
  it('shows district, post and village for Gujarat, in Gujarati spelling too', async () => {
    renderForm({ in_foreign_land: false, state: 4030 });
    expect(await screen.findByRole('combobox', { name: /District/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Post/ })).toBeInTheDocument();
  });

  it('hides them outside Gujarat, and shows a country instead of a state abroad', async () => {
    const { unmount } = renderForm({ in_foreign_land: false, state: 4008 });
    await screen.findByRole('combobox', { name: /State/ });
    expect(screen.queryByRole('combobox', { name: /District/ })).toBeNull();
    unmount();
    renderForm({ in_foreign_land: true, state: 4030 });
    expect(await screen.findByRole('combobox', { name: /Country/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /State/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /District/ })).toBeNull();
  });

  it('choosing a district clears post and village; choosing a post clears village', async () => {
    renderForm({
      in_foreign_land: false,
      state: 4030,
      district_id: 1,
      post_id: 10,
      village_id: 100,
    });
    await waitFor(() => expect(screen.getByTestId('values')).toHaveTextContent('10|100'));
    await choose(/Post/, 'Visnagar');
    await waitFor(() => expect(screen.getByTestId('values')).toHaveTextContent('10|'));
    await choose(/Village/, 'Kansa');
    await waitFor(() => expect(screen.getByTestId('values')).toHaveTextContent('10|100'));
    await choose(/District/, 'Patan');
    await waitFor(() => expect(screen.getByTestId('values')).toHaveTextContent(/^\|$/));
  });
});
