/** Photo galleries and their images. */
export const gallery = {
  app: {
    gallery: {
      choose_cover: 'Choose cover image',
      images: 'Images (%{smart_count})',
      images_column: 'Images',
      images_go_too:
        'Its one image is deleted too. |||| Its %{smart_count} images are deleted too.',
      image_title: '%{name}, image %{n}',
      upload: 'Upload images',
      drop_hint: 'or drop pictures here; several at once.',
      progress: '%{done} of %{total} uploaded',
      overall: 'All uploads',
      retry: 'Send again',
      network_error: 'The connection failed. Send it again.',
      uploaded: 'Images uploaded successfully',
      some_failed:
        'One of %{total} images was not uploaded. |||| %{smart_count} of %{total} images were not uploaded.',
      leave_title: 'Images are still uploading',
      leave_question: 'Leave the page and stop the uploads that have not finished ?',
    },
  },
  resources: {
    gallery: {
      name: 'Gallery |||| Galleries',
      fields: {
        name: 'Name',
        image: 'Cover',
        image_file: 'Cover image',
        status: 'Show',
      },
    },
    gallery_images: {
      name: 'Image |||| Images',
      fields: { image: 'Image', status: 'Show' },
    },
  },
};
