import { AlertDialog } from 'radix-ui';
import * as React from 'react';
import styled from 'styled-components';
import { Button } from '../Button/index.ts';
import {
  DialogDescriptionText,
  DialogFooter,
  DialogHeader,
  DialogPanel,
  DialogTitleText,
  overlayStyles,
} from '../Dialog/Dialog.tsx';

const Overlay = styled(AlertDialog.Overlay)`
  ${overlayStyles}
`;

export type ConfirmDialogProps = {
  /** The element that opens it (e.g. a Delete button); optional when `open` is controlled. */
  trigger?: React.ReactElement;
  /** e.g. 'Are you sure you want to delete this?' */
  title: React.ReactNode;
  /** e.g. 'Once deleted cannot be recovered'. */
  message?: React.ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** danger: a red confirm button (deleting); primary: the brand blue (publishing, saving). */
  tone?: 'danger' | 'primary';
  /**
   * Runs on confirm. A returned promise keeps the dialog open and busy until it settles; it
   * closes when the promise resolves and stays open (for a retry) when it rejects.
   */
  onConfirm: () => unknown;
  onCancel?: () => void;
  /** Busy from outside (e.g. a machine in its `deleting` state): confirm spins, nothing closes. */
  busy?: boolean;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/**
 * Asks before something that cannot be undone (radix AlertDialog: focus starts on Cancel, the
 * dialog is announced as an alert, an outside click does not close it).
 */
export function ConfirmDialog({
  trigger,
  title,
  message,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  tone = 'danger',
  onConfirm,
  onCancel,
  busy: busyProp = false,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
}: ConfirmDialogProps) {
  const [openState, setOpenState] = React.useState(defaultOpen);
  const [pending, setPending] = React.useState(false);
  const open = openProp ?? openState;
  const busy = busyProp || pending;

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    if (busy) return;
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      setOpen(false);
      return;
    }
    setPending(true);
    try {
      await result;
      setOpen(false);
    } catch {
      // The caller reports the failure (a toast); the dialog stays for another try.
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (busy && !next) return;
        if (!next) onCancel?.();
        setOpen(next);
      }}
    >
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <Overlay />
        <AlertDialog.Content
          asChild
          aria-busy={busy || undefined}
          onEscapeKeyDown={(event) => {
            if (busy) event.preventDefault();
          }}
          {...(message ? {} : { 'aria-describedby': undefined })}
        >
          <DialogPanel data-size="sm">
            <DialogHeader>
              <AlertDialog.Title asChild>
                <DialogTitleText>{title}</DialogTitleText>
              </AlertDialog.Title>
              {message && (
                <AlertDialog.Description asChild>
                  <DialogDescriptionText>{message}</DialogDescriptionText>
                </AlertDialog.Description>
              )}
            </DialogHeader>
            <DialogFooter style={{ paddingTop: 'var(--space-6)' }}>
              <AlertDialog.Cancel asChild>
                <Button disabled={busy}>{cancelLabel}</Button>
              </AlertDialog.Cancel>
              <Button variant={tone} loading={busy} onClick={confirm}>
                {confirmLabel}
              </Button>
            </DialogFooter>
          </DialogPanel>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
