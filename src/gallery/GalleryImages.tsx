import { Box, ImageList, ImageListItem, ImageListItemBar, ButtonBase, Stack } from '@mui/material';
import { useState } from 'react';
import { RecordContextProvider, useListContext, useTranslate } from 'react-admin';
import { DeleteRowButton } from '../common/buttons/DeleteRowButton';
import { ImageViewer } from '../common/dialogs/ImageViewer';
import { NoData } from '../common/lists/NoData';
import { NestedList } from '../common/lists/NestedList';
import { photoUrl } from '../common/format/photoUrl';
import { StatusSwitch } from '../common/buttons/StatusSwitch';
import { ImageUploader } from './ImageUploader';
import type { GalleryImage } from './types';

/** A grid's page sizes: whole rows of four and six. */
const GRID_SIZES = [12, 24, 48, 96];

/** The page's thumbnails; a click opens one large, with previous and next over the page. */
const ImageGrid = () => {
  const translate = useTranslate();
  const { data = [], isPending, meta } = useListContext<GalleryImage>();
  const [open, setOpen] = useState<number | null>(null);
  const gallery = (meta?.gallery as { name?: string } | undefined)?.name ?? '';
  if (!isPending && !data.length) return <NoData />;
  const title = (n: number) => translate('app.gallery.image_title', { name: gallery, n: n + 1 });
  return (
    <>
      <ImageList
        cols={0}
        gap={12}
        sx={{ gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr)) !important', m: 0 }}
      >
        {data.map((image, n) => (
          <RecordContextProvider key={image.id} value={{ ...image, name: title(n) }}>
            <ImageListItem sx={{ opacity: image.status ? 1 : 0.55 }}>
              <ButtonBase
                onClick={() => setOpen(n)}
                aria-label={translate('app.image.open', { name: title(n) })}
              >
                <Box
                  component="img"
                  src={photoUrl(image.thumb ?? image.image)}
                  alt=""
                  loading="lazy"
                  sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 1 }}
                />
              </ButtonBase>
              <ImageListItemBar
                position="below"
                actionIcon={
                  <Stack direction="row" sx={{ alignItems: 'center' }}>
                    <StatusSwitch resource="gallery_images" />
                    <DeleteRowButton />
                  </Stack>
                }
              />
            </ImageListItem>
          </RecordContextProvider>
        ))}
      </ImageList>
      <ImageViewer
        images={data.map((image, n) => ({ src: image.image, title: title(n) }))}
        index={open}
        onIndex={setOpen}
      />
    </>
  );
};

/**
 * /gallery/{id}/images: the album's name as the title, Back and the album's
 * History, the multi-file uploader, and its pictures as a grid of thumbnails,
 * paged on the server; each with its show/hide switch and Remove.
 */
export const GalleryImages = () => (
  <NestedList
    resource="gallery_images"
    parent="gallery"
    parentField="gallery_id"
    layout="grid"
    search={false}
    perPage={24}
    pageSizes={GRID_SIZES}
    header={(galleryId) => <ImageUploader galleryId={galleryId} />}
  >
    <ImageGrid />
  </NestedList>
);

export default GalleryImages;
