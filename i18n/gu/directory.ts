import type { directory as english } from '../en/directory.js';

/** છાપેલી ડિરેક્ટરી. */
export const directory: typeof english = {
  app: {
    directory: {
      new_book: 'નવું પુસ્તક',
      default_title: 'પરિવાર ડિરેક્ટરી',
      places_help: 'કંઈ પસંદ ન કરો તો: બધાં ગામ.',
      languages: { gu: 'ગુજરાતી', en: 'અંગ્રેજી' },
      sizes: { A5: 'A5 (પુસ્તક)', A4: 'A4' },
      print: 'છાપો',
      no_printer: 'સર્વર પુસ્તક છાપી શકતું નથી: ત્યાં Chromium સ્થાપિત નથી. આ રીતે સ્થાપિત કરો',
      statuses: { queued: 'કતારમાં', running: 'છપાય છે', done: 'છપાયું', failed: 'નિષ્ફળ' },
      position: 'આગળ %{smart_count} |||| આગળ %{smart_count}',
      progress: '%{total} માંથી %{done} પરિવાર',
      printed: '%{pages} પાનું, %{size} |||| %{pages} પાનાં, %{size}',
      download: 'PDF ડાઉનલોડ કરો',
      print_again: 'ફરી છાપો',
      reprint: '%{date}એ એક સભ્યની વિગતો ભૂંસાઈ',
      file_gone: 'તેની PDF હવે રાખેલી નથી',
    },
  },
  resources: {
    directory_books: {
      name: 'છાપેલી ડિરેક્ટરી |||| છાપેલી ડિરેક્ટરી',
      fields: {
        district_ids: 'જિલ્લા',
        post_ids: 'પોસ્ટ',
        village_ids: 'ગામ',
        title: 'મુખપૃષ્ઠનું શીર્ષક',
        year: 'વર્ષ',
        photos: 'ફોટા',
        married_daughters: 'પરણેલી દીકરીઓ પિયરના પરિવાર હેઠળ પણ',
        language: 'ભાષા',
        page_size: 'પાનાનું માપ',
        status: 'સ્થિતિ',
        created_at: 'માંગ્યું',
      },
    },
  },
};
