import { useListContext } from 'react-admin';
import { TitleWithName, useDocumentTitle } from './PageTitle';

interface Props {
  /** The key of the parent in the list's answer (`committee`, `result`). */
  parent: string;
  /** The title until the parent's name is known. */
  fallback: string;
  /** A title that names the parent (`Results %{name}`); the parent's name alone otherwise. */
  format?: string;
}

/**
 * The title of a nested list: the parent's name that the list answered beside
 * its rows (`committee`, `donor`), or the list's own name until it is known.
 */
export const ParentTitle = ({ parent, fallback, format }: Props) => {
  const { meta } = useListContext();
  const name = (meta?.[parent] as { name?: string } | undefined)?.name;
  if (name && format) return <TitleWithName title={format} options={{ name }} />;
  return <NameOnly name={name} fallback={fallback} />;
};

const NameOnly = ({ name, fallback }: { name?: string; fallback: string }) => {
  const page = useDocumentTitle(name ?? fallback, { smart_count: 2, _: name });
  // The parent's name is data: not for a translator (nor the Gujarati check).
  return name ? <span translate="no">{page}</span> : <>{page}</>;
};
