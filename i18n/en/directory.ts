/** The printed directory (docs/directory.md). */
export const directory = {
  app: {
    directory: {
      new_book: 'A new book',
      default_title: 'Family Directory',
      places_help: 'None chosen: every village.',
      languages: { gu: 'Gujarati', en: 'English' },
      sizes: { A5: 'A5 (book)', A4: 'A4' },
      print: 'Print',
      no_printer: 'The server cannot print books: Chromium is not installed there. Install it with',
      statuses: { queued: 'In line', running: 'Printing', done: 'Printed', failed: 'Failed' },
      position: '%{smart_count} ahead of it |||| %{smart_count} ahead of it',
      progress: '%{done} of %{total} families',
      printed: '%{pages} page, %{size} |||| %{pages} pages, %{size}',
      download: 'Download PDF',
      print_again: 'Print again',
      reprint: 'A member’s data was erased on %{date}',
      file_gone: 'its PDF is no longer kept',
    },
  },
  resources: {
    directory_books: {
      name: 'Printed directory |||| Printed directories',
      fields: {
        district_ids: 'Districts',
        post_ids: 'Posts',
        village_ids: 'Villages',
        title: 'Cover title',
        year: 'Year',
        photos: 'Photos',
        married_daughters: 'Married daughters under their birth family too',
        language: 'Labels in',
        page_size: 'Page size',
        status: 'Status',
        created_at: 'Asked',
      },
    },
  },
};
