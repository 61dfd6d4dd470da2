import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import {
  Avatar,
  Box,
  ButtonBase,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Tooltip,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { photoUrl } from '../format/photoUrl';

export interface ViewedImage {
  /** The stored image (its display copy). */
  src: string;
  /** What it shows ("Asha Patel"), its title and its alternative text. */
  title: string;
}

interface Props {
  images: ViewedImage[];
  /** The image shown, or null when the viewer is closed. */
  index: number | null;
  onIndex: (index: number | null) => void;
}

/**
 * An image shown large: its title, Close, and with several images previous and
 * next (buttons and the arrow keys). Escape or a click beside it closes it.
 */
export const ImageViewer = ({ images, index, onIndex }: Props) => {
  const translate = useTranslate();
  const image = index === null ? undefined : images[index];
  const step = (by: number) =>
    index !== null && images.length > 1 && onIndex((index + by + images.length) % images.length);
  return (
    <Dialog
      open={!!image}
      onClose={() => onIndex(null)}
      maxWidth="lg"
      aria-labelledby="image-viewer-title"
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') step(-1);
        if (event.key === 'ArrowRight') step(1);
      }}
    >
      {image && (
        <>
          <DialogTitle id="image-viewer-title" sx={{ pr: 7 }}>
            <span translate="no">{image.title}</span>
          </DialogTitle>
          <IconButton
            aria-label={translate('ra.action.close')}
            onClick={() => onIndex(null)}
            sx={{ position: 'absolute', right: 8, top: 8 }}
          >
            <CloseIcon />
          </IconButton>
          <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1 }}>
            {images.length > 1 && (
              <Tooltip title={translate('app.image.previous')}>
                <IconButton aria-label={translate('app.image.previous')} onClick={() => step(-1)}>
                  <ChevronLeftIcon />
                </IconButton>
              </Tooltip>
            )}
            <Box
              component="img"
              src={photoUrl(image.src)}
              alt={image.title}
              sx={{ maxWidth: '100%', maxHeight: '75vh', mx: 'auto', display: 'block' }}
            />
            {images.length > 1 && (
              <Tooltip title={translate('app.image.next')}>
                <IconButton aria-label={translate('app.image.next')} onClick={() => step(1)}>
                  <ChevronRightIcon />
                </IconButton>
              </Tooltip>
            )}
          </DialogContent>
        </>
      )}
    </Dialog>
  );
};

interface ThumbnailProps {
  /** The stored image and its thumbnail (our server), shown small. */
  src?: string | null;
  thumb?: string | null;
  /** What it shows, for the button's name and the viewer's title. */
  title: string;
  size?: number;
}

/** A thumbnail that opens its image large. Nothing to click when there is no image. */
export const ThumbnailButton = ({ src, thumb, title, size = 40 }: ThumbnailProps) => {
  const translate = useTranslate();
  const [index, setIndex] = useState<number | null>(null);
  const avatar = (
    <Avatar
      src={photoUrl(thumb ?? src)}
      alt=""
      variant="rounded"
      sx={{ width: size, height: size }}
    />
  );
  if (!src) return avatar;
  return (
    <>
      <ButtonBase
        aria-label={translate('app.image.open', { name: title })}
        onClick={() => setIndex(0)}
        sx={{ borderRadius: 1 }}
      >
        {avatar}
      </ButtonBase>
      <ImageViewer images={[{ src, title }]} index={index} onIndex={setIndex} />
    </>
  );
};
