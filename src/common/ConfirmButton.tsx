import { Button, DialogContentText } from '@mui/material';
import { useState, type ReactElement, type ReactNode } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { RowIconButton } from './RowIconButton';

interface Props {
  /** Translation key of the button's name. */
  label: string;
  /** Translation key of the question, e.g. app.confirm.delete. */
  question: string;
  onConfirm: () => Promise<unknown> | void;
  /** Shown as an icon button with a tooltip when given. */
  icon?: ReactElement;
  color?: 'primary' | 'error' | 'inherit';
  disabled?: boolean;
  /** Shown under the question: what else the action takes with it. */
  details?: ReactNode;
}

/** A button that asks the spec's question first, and acts only on Confirm. */
export const ConfirmButton = ({
  label,
  question,
  onConfirm,
  icon,
  color = 'primary',
  disabled,
  details,
}: Props) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = translate(label);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <>
      {icon ? (
        <RowIconButton
          label={name}
          icon={icon}
          color={color}
          onClick={() => setOpen(true)}
          disabled={disabled}
        />
      ) : (
        <Button color={color} onClick={() => setOpen(true)} disabled={disabled} size="small">
          {name}
        </Button>
      )}
      <Confirm
        isOpen={open}
        loading={busy}
        title="app.confirm.title"
        content={
          details ? (
            <>
              <DialogContentText>{translate(question)}</DialogContentText>
              {details}
            </>
          ) : (
            question
          )
        }
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
