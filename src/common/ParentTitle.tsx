import { useListContext } from 'react-admin';
import { useDocumentTitle } from './PageTitle';

/**
 * The title of a nested list: the parent's name that the list answered beside
 * its rows (`committee`, `donor`), or the list's own name until it is known.
 */
export const ParentTitle = ({ parent, fallback }: { parent: string; fallback: string }) => {
  const { meta } = useListContext();
  const name = (meta?.[parent] as { name?: string } | undefined)?.name;
  const page = useDocumentTitle(name ?? fallback, { smart_count: 2, _: name });
  // The parent's name is data: not for a translator (nor the Gujarati check).
  return name ? <span translate="no">{page}</span> : <>{page}</>;
};
