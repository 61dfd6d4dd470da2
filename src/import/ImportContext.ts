import { createContext, useContext } from 'react';
import type { ImportState } from './types';

/** The import the page shows, and a way to read it again after a change. */
export const ImportContext = createContext<{ state: ImportState; reload: () => void } | null>(null);

export function useImport() {
  const found = useContext(ImportContext);
  if (!found) throw new Error('useImport is used outside an import page.');
  return found;
}
