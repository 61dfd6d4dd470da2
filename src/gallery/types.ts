import type { GalleryRow, ImageRow } from '../../shared/contract/gallery';
import type { Received } from '../../shared/contract/received';

/** An album (shared/contract/gallery.ts). */
export type Gallery = Received<GalleryRow, 'id' | 'name' | 'image' | 'status'>;

/** One picture of an album. */
export type GalleryImage = Received<ImageRow, 'id' | 'gallery_id' | 'image' | 'status'>;
