import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactElement, type ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { useRecordLabel } from '../format/recordLabel';
import { RowIconButton } from './RowIconButton';

interface Props {
  /** Translation key of the button's name. */
  label: string;
  /** Translation key of the question, e.g. app.confirm.delete. */
  question: string;
  onConfirm: () => Promise<unknown> | void;
  /** Shown as an icon button with a tooltip when given. */
  icon?: ReactElement;
  /** A text button's icon before its name. */
  startIcon?: ReactNode;
  color?: 'primary' | 'error' | 'inherit';
  disabled?: boolean;
  /** Shown under the question: what else the action takes with it. */
  details?: ReactNode;
  /** What it acts on ("Jash Harsh"); by default the row's record. */
  subject?: string;
  /** The confirmation's title, translated; by default "<action> <subject>?". */
  title?: string;
  /** Runs when the question is declined (a live switch reloads its list). */
  onCancel?: () => void;
}

/** A button that asks the product's question first, and acts only on Confirm. */
export const ConfirmButton = ({
  label,
  question,
  onConfirm,
  icon,
  startIcon,
  color = 'primary',
  disabled,
  details,
  subject,
  title,
  onCancel,
}: Props) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const recordLabel = useRecordLabel();
  const about = subject ?? recordLabel(record);
  const [open, setOpen] = useState(false);
  // The question and what it runs are made on the first click, not with each of a
  // list's rows; kept afterwards, so the dialog closes with its transition.
  const [asked, setAsked] = useState(false);
  const name = translate(label);
  const ask = () => {
    setAsked(true);
    setOpen(true);
  };

  return (
    <>
      {icon ? (
        <RowIconButton
          label={name}
          subject={about}
          icon={icon}
          color={color}
          onClick={ask}
          disabled={disabled}
        />
      ) : (
        <Button color={color} onClick={ask} disabled={disabled} size="small" startIcon={startIcon}>
          {name}
        </Button>
      )}
      {asked && (
        <Question
          open={open}
          title={
            title ?? (about ? translate('app.confirm.named', { action: name, name: about }) : name)
          }
          question={question}
          details={details}
          onConfirm={onConfirm}
          onClose={(declined) => {
            setOpen(false);
            if (declined) onCancel?.();
          }}
        />
      )}
    </>
  );
};

/** The confirmation itself: it waits for what it confirms, then closes, whatever the answer. */
const Question = ({
  open,
  title,
  question,
  details,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  question: string;
  details?: ReactNode;
  onConfirm: () => Promise<unknown> | void;
  onClose: (declined: boolean) => void;
}) => {
  const confirm = useMutation({
    mutationFn: async () => onConfirm(),
    onSettled: () => onClose(false),
  });
  return (
    <ConfirmDialog
      open={open}
      busy={confirm.isPending}
      title={title}
      question={question}
      details={details}
      onConfirm={() => confirm.mutate()}
      onClose={() => onClose(true)}
    />
  );
};
