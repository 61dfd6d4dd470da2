import { storageUrl } from '../../providers/config';

/** A stored file's address: as given when absolute, otherwise under /storage. */
export const photoUrl = (path?: string | null) =>
  !path
    ? undefined
    : /^(https?:)?\/\//.test(path) || path.startsWith('/')
      ? path
      : `${storageUrl}/${path}`;
