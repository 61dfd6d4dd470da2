import { useGetIdentity } from 'react-admin';

/**
 * True when the backend is our server: its accounts have a role, the original
 * backend's have none (src/providers/authProvider.ts). Forms show our server's
 * extra fields only then, so nothing extra is sent to the original backend.
 */
export function useOurServer(): boolean {
  const { identity } = useGetIdentity();
  return identity?.role !== undefined;
}
