import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Loading, SelectInput, useSetLocale } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadingBar } from '../../src/common/page/LoadingBar';
import { ProgressNames } from '../../src/common/page/ProgressNames';
import { renderInAdmin } from './renderInAdmin';

afterEach(cleanup);

const ToGujarati = () => {
  const setLocale = useSetLocale();
  return <button onClick={() => setLocale('gu')}>Gujarati</button>;
};

describe('spinners and progress bars are named (axe-core aria-progressbar-name)', () => {
  it("names react-admin's page spinner and a select still waiting for its choices, in the reader's language", async () => {
    renderInAdmin(
      <ProgressNames>
        <ToGujarati />
        <Loading timeout={0} />
        <Form>
          <SelectInput source="state" label="State" choices={[]} isPending />
        </Form>
      </ProgressNames>,
    );
    // The select draws its spinner after a second of waiting.
    await waitFor(
      () =>
        expect(
          screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-label')),
        ).toEqual(['Loading', 'Loading']),
      { timeout: 3000 },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Gujarati' }));
    await screen.findAllByRole('progressbar', { name: 'લોડ થઈ રહ્યું છે' });
  });

  it('leaves a bar its own name', () => {
    renderInAdmin(
      <ProgressNames>
        <LoadingBar aria-label="Counting members" />
      </ProgressNames>,
    );
    expect(screen.getByRole('progressbar', { name: 'Counting members' })).toBeTruthy();
  });
});
