import { z } from 'zod';
/** Galleries and their images (docs/product.md, "Gallery"). */

export const galleryRow = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The cover: its display copy and its thumbnail. */
  image: z.string(),
  thumb: z.string(),
  /** Shown in the family app. */
  status: z.boolean(),
  images_count: z.number().int(),
});

export const imageRow = z.object({
  id: z.number().int(),
  gallery_id: z.number().int(),
  image: z.string(),
  thumb: z.string(),
  status: z.boolean(),
});

export type GalleryRow = z.infer<typeof galleryRow>;
export type ImageRow = z.infer<typeof imageRow>;
