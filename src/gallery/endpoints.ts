import type { Multipart } from '../providers/formData';
import { status, type EndpointTable } from '../providers/endpoints';

/** A gallery's cover or one of its images: the file under `image`. */
const galleryImage: Multipart = { files: { image: 'image_file' } };

/** Galleries and their images (docs/product.md §7 "Gallery"). */
export const galleryEndpoints = {
  gallery: {
    audit: 'galleries',
    list: 'gallery',
    create: { method: 'post', path: 'gallery', body: ['name', 'image'], multipart: galleryImage },
    update: {
      path: (id) => `gallery/${id}`,
      methodOverride: 'PUT',
      body: ['name', 'image'],
      multipart: galleryImage,
    },
    delete: (id) => `gallery/${id}`,
    actions: { status: status((id) => `gallery/${id}`) },
  },
  gallery_images: {
    audit: 'gallery_images',
    list: 'gallery/images',
    /** One file per call; the page sends several at once (docs/product.md §7). */
    create: {
      method: 'post',
      path: 'gallery/image',
      body: ['image', 'gallery_id'],
      multipart: galleryImage,
    },
    delete: (id) => `gallery/image/${id}`,
    actions: { status: status((id) => `gallery/image/${id}`) },
  },
} satisfies EndpointTable;
