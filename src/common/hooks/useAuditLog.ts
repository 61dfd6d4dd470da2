import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../resources';

/**
 * The audit log's accounts, and whether the backend keeps a log at all: the
 * original backend answers 404, and then the menu entry and the History
 * buttons stay hidden. Asked once per session, quietly.
 */
export function useAuditLog() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const accounts = useQuery({
    queryKey: ['audit', 'accounts'],
    queryFn: () => dataProvider.getLookup('auditAccounts', {}, { quiet: true }),
    staleTime: Infinity,
    retry: false,
  });
  return {
    available: accounts.isSuccess,
    /** Whether the server has answered, either way. */
    settled: accounts.isSuccess || accounts.isError,
    accounts: accounts.data ?? [],
  };
}
