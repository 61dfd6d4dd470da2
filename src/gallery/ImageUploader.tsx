import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import ReplayIcon from '@mui/icons-material/Replay';
import {
  Box,
  Button,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Tooltip,
  Typography,
} from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate, type HttpError } from 'react-admin';
import { useBlocker } from 'react-router-dom';
import { UPLOAD } from '../../shared/rules';
import { ConfirmDialog } from '../common/dialogs/ConfirmDialog';
import { photoProblem } from '../common/inputs/PhotoInput';
import type { AppDataProvider } from '../resources';
import type { FormErrorBody } from '../providers/http';
import { useServerText } from '../providers/serverText';
import { uploadImage } from './galleryApi';
import { overallProgress, runBounded, type UploadItem } from './uploadQueue';

/** How many pictures are sent at once (docs/product.md §7: in parallel, bounded). */
const AT_ONCE = 4;

/**
 * Choose or drop many pictures: each is one `POST /gallery/image`, four at a
 * time, with a progress bar per file and overall. A file that fails says why and
 * can be sent again while the others go on; at the end, one message. Leaving the
 * page mid-upload asks first.
 */
export const ImageUploader = ({ galleryId }: { galleryId: string }) => {
  const translate = useTranslate();
  const say = useServerText();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<UploadItem[]>([]);
  const [dragging, setDragging] = useState(false);
  const sending = items.some((i) => i.state === 'waiting' || i.state === 'sending');

  const blocker = useBlocker(sending);
  useEffect(() => {
    if (!sending) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [sending]);

  const patch = (key: string, change: Partial<UploadItem>) =>
    setItems((all) => all.map((i) => (i.key === key ? { ...i, ...change } : i)));

  const reason = (error: unknown) => {
    const body = (error as HttpError | undefined)?.body as FormErrorBody | undefined;
    const field = body?.errors?.image;
    if (field) return say(field);
    if (body?.message) return say(body);
    return translate('app.gallery.network_error');
  };

  const send = async (batch: UploadItem[]) => {
    const failed = await runBounded(batch, AT_ONCE, async (item) => {
      const problem = photoProblem(item.file);
      if (problem) {
        patch(item.key, { state: 'failed', error: translate(problem) });
        throw new Error(problem);
      }
      patch(item.key, { state: 'sending', progress: 0, error: undefined });
      try {
        await uploadImage(dataProvider, galleryId, item.file, (progress) =>
          patch(item.key, { progress }),
        );
        patch(item.key, { state: 'done', progress: 1 });
      } catch (error) {
        patch(item.key, { state: 'failed', error: reason(error) });
        throw error;
      }
    });
    refresh();
    if (!failed.length) notify('app.gallery.uploaded', { type: 'success' });
    else
      notify('app.gallery.some_failed', {
        type: 'warning',
        messageArgs: { smart_count: failed.length, total: batch.length },
      });
  };

  const add = (files: FileList | File[]) => {
    const batch = [...files].map((file, n) => ({
      key: `${Date.now()}-${n}-${file.name}`,
      file,
      state: 'waiting' as const,
      progress: 0,
    }));
    if (!batch.length) return;
    setItems((all) => [...all.filter((i) => i.state !== 'done'), ...batch]);
    void send(batch);
  };
  const retry = (item: UploadItem) => {
    const again = { ...item, state: 'waiting' as const, progress: 0, error: undefined };
    patch(item.key, again);
    void send([again]);
  };

  const done = items.filter((i) => i.state === 'done').length;
  return (
    <Box sx={{ mb: 2 }}>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          add(event.dataTransfer.files);
        }}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          borderRadius: 1,
          p: 2,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          bgcolor: dragging ? 'action.hover' : 'transparent',
        }}
      >
        <input
          id={inputId}
          ref={input}
          type="file"
          name="images"
          accept={UPLOAD.types.join(',')}
          multiple
          hidden
          aria-label={translate('app.gallery.upload')}
          onChange={(event) => {
            if (event.target.files) add(event.target.files);
            event.target.value = '';
          }}
        />
        <Button
          variant="contained"
          startIcon={<CloudUploadIcon />}
          onClick={() => input.current?.click()}
        >
          {translate('app.gallery.upload')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {translate('app.gallery.drop_hint')}
        </Typography>
      </Box>
      {items.length > 0 && (
        <Box sx={{ mt: 1 }} aria-live="polite">
          <Typography variant="body2" sx={{ mt: 1 }}>
            {translate('app.gallery.progress', { done, total: items.length })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={overallProgress(items) * 100}
            aria-label={translate('app.gallery.overall')}
          />
          <List dense>
            {items.map((item) => (
              <ListItem
                key={item.key}
                disableGutters
                secondaryAction={
                  item.state === 'failed' && (
                    <Tooltip title={translate('app.gallery.retry')}>
                      <IconButton
                        aria-label={`${translate('app.gallery.retry')} ${item.file.name}`}
                        onClick={() => retry(item)}
                      >
                        <ReplayIcon />
                      </IconButton>
                    </Tooltip>
                  )
                }
              >
                <ListItemText
                  primary={<span translate="no">{item.file.name}</span>}
                  secondary={
                    item.state === 'failed' ? (
                      <Typography component="span" variant="body2" color="error">
                        {item.error}
                      </Typography>
                    ) : (
                      <LinearProgress
                        variant="determinate"
                        value={(item.state === 'done' ? 1 : item.progress) * 100}
                        aria-label={item.file.name}
                        sx={{ display: 'block', mt: 0.5, mr: 6 }}
                      />
                    )
                  }
                  slotProps={{ secondary: { component: 'div' } }}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={translate('app.gallery.leave_title')}
        question="app.gallery.leave_question"
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      />
    </Box>
  );
};
