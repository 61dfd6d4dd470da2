/** An album (spec §3 "Gallery"). */
export interface Gallery {
  id: number;
  name: string;
  /** The cover. */
  image: string;
  thumb?: string;
  status: boolean | number;
  images_count?: number;
}

/** One picture of an album (spec §3 "Gallery image"). */
export interface GalleryImage {
  id: number;
  gallery_id: number;
  image: string;
  thumb?: string;
  status: boolean | number;
}
