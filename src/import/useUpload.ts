import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../resources';
import { importEndpoints } from './endpoints';
import type { ImportState } from './types';

/** The file last chosen in this tab, so another of its sheets can be read without choosing it again. */
let lastFile: File | null = null;
export const chosenFile = (name: string) => (lastFile?.name === name ? lastFile : null);

/**
 * Uploads a spreadsheet (and, for a workbook, the sheet to read) as a new
 * import, with the share sent so far, and opens its preview. A refusal's
 * message is in the snackbar (the server's words about the file).
 */
export function useUpload() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const navigate = useNavigate();
  const [sent, setSent] = useState<number | null>(null);
  const { mutate } = useMutation({
    mutationFn: ({ file, sheet }: { file: File; sheet?: string }) => {
      lastFile = file;
      setSent(0);
      return dataProvider.call<{ data: ImportState }>(importEndpoints.imports.create, {
        data: { file, sheet },
        onUploadProgress: setSent,
      });
    },
    onSuccess: (answer) => navigate(`/imports/${answer.data.id}`),
    onSettled: () => setSent(null),
  });
  const upload = (file: File, sheet?: string) => mutate({ file, sheet });
  return { upload, sent };
}
