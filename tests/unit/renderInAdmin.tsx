import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createI18nProvider } from '../../src/providers/i18nProvider';

/**
 * Renders `ui` as the app does: inside react-admin with the app's own messages
 * (English first), a fresh store, a router, and `dataProvider` when given.
 */
export const renderInAdmin = (ui: ReactNode, dataProvider?: DataProvider) =>
  render(
    <MemoryRouter>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={createI18nProvider()}
        store={memoryStore()}
      >
        {ui}
      </AdminContext>
    </MemoryRouter>,
  );
