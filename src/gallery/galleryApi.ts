import type { Identifier } from 'react-admin';
import type { AppDataProvider } from '../resources';
import { galleryEndpoints } from './endpoints';

/**
 * Sends one picture to a gallery (docs/product.md §7: `POST /gallery/image` multipart
 * `{ image, gallery_id }`), reporting the share sent as it goes.
 */
export const uploadImage = (
  dataProvider: AppDataProvider,
  galleryId: Identifier,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) =>
  dataProvider.call(galleryEndpoints.gallery_images.create, {
    data: { image_file: file, gallery_id: galleryId },
    onUploadProgress: onProgress,
    signal,
    quiet: true,
  });
