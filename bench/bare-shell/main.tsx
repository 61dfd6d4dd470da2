// The floor the bench compares against: react-admin with a stock data provider,
// one guessed list and a stock login page, nothing of ours.
import simpleRestProvider from 'ra-data-simple-rest';
import { createRoot } from 'react-dom/client';
import { Admin, ListGuesser, Resource, type AuthProvider } from 'react-admin';

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => {
    throw new Error('guest');
  },
  checkError: async () => undefined,
};

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={simpleRestProvider('/api')} authProvider={authProvider} disableTelemetry>
    <Resource name="posts" list={ListGuesser} />
  </Admin>,
);
