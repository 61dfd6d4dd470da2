import type { ReactNode } from 'react';
import { useRecordContext } from 'react-admin';

/**
 * A row's actions on a member it holds (a committee seat, a donor entry), shown
 * only when that member is within the account's districts: the server names
 * members outside them only (`information.outside`) and refuses their changes.
 */
export const WithinDistricts = ({ children }: { children: ReactNode }) => {
  const record = useRecordContext<{ information?: { outside?: boolean } | null }>();
  return record?.information?.outside ? null : children;
};
