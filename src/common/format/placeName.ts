/** A district, post or village as the API answers it: its name, and its Gujarati name when known. */
export interface PlaceNamed {
  name?: string;
  name_gu?: string | null;
}

/**
 * A place's name in the screen's language: the Gujarati name on a Gujarati screen
 * when the masters know one, the name otherwise (docs/import.md, "Places in both
 * scripts"). Another backend answers no `name_gu`, so its names show as they are.
 */
export const placeName = (place: PlaceNamed | null | undefined, locale: string) =>
  (locale === 'gu' && place?.name_gu) || place?.name || '';
