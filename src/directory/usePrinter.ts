import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../resources';

/** Whether the server can print books, or the command that installs Chromium. */
export function usePrinter() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['directory', 'printer'],
    queryFn: async () =>
      (
        await dataProvider.action<
          'directory_books',
          { data: { available: boolean; install: string | null } }
        >('directory_books', 'printer', { quiet: true })
      ).data,
    staleTime: 60_000,
  });
}
