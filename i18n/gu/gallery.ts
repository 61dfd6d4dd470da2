import type { gallery as english } from '../en/gallery';

/** Photo galleries and their images. */
export const gallery: typeof english = {
  app: {
    gallery: {
      choose_cover: 'કવર ફોટો પસંદ કરો',
      images: 'ફોટા (%{smart_count})',
      images_column: 'ફોટા',
      images_go_too:
        'તેનો એક ફોટો પણ કાઢી નાખવામાં આવશે. |||| તેના %{smart_count} ફોટા પણ કાઢી નાખવામાં આવશે.',
      image_title: '%{name}, ફોટો %{n}',
      upload: 'ફોટા અપલોડ કરો',
      drop_hint: 'અથવા ફોટા અહીં મૂકો; એકસાથે ઘણા.',
      progress: '%{total} માંથી %{done} અપલોડ થયા',
      overall: 'બધા અપલોડ',
      retry: 'ફરી મોકલો',
      network_error: 'જોડાણ નિષ્ફળ ગયું. ફરી મોકલો.',
      uploaded: 'ફોટા સફળતાપૂર્વક અપલોડ થયા',
      some_failed:
        '%{total} માંથી એક ફોટો અપલોડ થયો નથી. |||| %{total} માંથી %{smart_count} ફોટા અપલોડ થયા નથી.',
      leave_title: 'ફોટા હજી અપલોડ થઈ રહ્યા છે',
      leave_question: 'શું પાનું છોડીને બાકી અપલોડ બંધ કરવા છે ?',
    },
  },
  resources: {
    gallery: {
      name: 'ગેલેરી |||| ગેલેરીઓ',
      fields: {
        name: 'નામ',
        image: 'કવર',
        image_file: 'કવર ફોટો',
        status: 'બતાવો',
      },
    },
    gallery_images: {
      name: 'ફોટો |||| ફોટા',
      fields: { image: 'ફોટો', status: 'બતાવો' },
    },
  },
};
