import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PreviewAgainButton } from '../../src/import/ImportColumns';
import { renderInAdmin } from './renderInAdmin';

afterEach(cleanup);

describe('Preview again (docs/import.md)', () => {
  it('can be pressed without a change on the page: the preview reads the masters again', async () => {
    renderInAdmin(<PreviewAgainButton changed={false} busy={false} onClick={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Preview again' })).toBeEnabled();
  });

  it('waits while a preview runs', async () => {
    renderInAdmin(<PreviewAgainButton changed busy onClick={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Preview again' })).toBeDisabled();
  });
});
