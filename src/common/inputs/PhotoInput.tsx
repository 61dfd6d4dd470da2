import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Avatar, Box, Button, FormHelperText, Stack } from '@mui/material';
import { useEffect, useId, useMemo, useRef } from 'react';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { UPLOAD } from '../../../shared/rules';
import { photoUrl } from '../format/photoUrl';

const accepted: readonly string[] = UPLOAD.types;

/**
 * A chosen file must be a JPEG, PNG, WebP or GIF of at most the upload limit
 * (the server checks the content, and the picture's size in pixels, too).
 */
export const photoProblem = (value: unknown) => {
  if (!(value instanceof File)) return undefined;
  if (!accepted.includes(value.type)) return 'app.photo.not_image';
  if (value.size > UPLOAD.maxBytes) return 'app.photo.too_large';
  return undefined;
};

interface Props {
  /** The form field holding the chosen File. */
  source: string;
  /** The stored photo shown until another is chosen. */
  current?: string | null;
  label?: string;
  required?: boolean;
}

/** Choose a photo (images only) with a preview of the new or the stored one. */
export const PhotoInput = ({ source, current, label = 'app.photo.choose', required }: Props) => {
  const translate = useTranslate();
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const { field, fieldState } = useInput({
    source,
    validate: [photoProblem, ...(required ? [requiredPhoto(current)] : [])],
  });
  const file = field.value instanceof File ? field.value : null;
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const error = fieldState.error?.message;

  return (
    <Stack direction="row" spacing={2} sx={{ my: 1, alignItems: 'center' }}>
      <Avatar
        src={preview ?? photoUrl(current)}
        alt={translate('app.photo.preview')}
        sx={{ width: 72, height: 72 }}
        variant="rounded"
      />
      <Box>
        <input
          id={inputId}
          ref={fileInput}
          tabIndex={-1}
          type="file"
          accept={UPLOAD.types.join(',')}
          hidden
          name={source}
          aria-label={translate(label)}
          onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
        />
        {/* A read-only form (a viewer's) shows the photo alone. */}
        {!field.disabled && (
          <Button
            onClick={() => fileInput.current?.click()}
            variant="outlined"
            size="small"
            startIcon={<PhotoCameraIcon />}
          >
            {translate(label)}
            {required ? ' *' : ''}
          </Button>
        )}
        <FormHelperText error={!!error}>
          <InputHelperText error={error} helperText={file ? file.name : false} />
        </FormHelperText>
      </Box>
    </Stack>
  );
};

const requiredPhoto = (current?: string | null) => (value: unknown) =>
  value instanceof File || current ? undefined : 'ra.validation.required';
