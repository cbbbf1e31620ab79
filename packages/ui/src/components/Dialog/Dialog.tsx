import { Dialog as RadixDialog } from 'radix-ui';
import type * as React from 'react';
import styled, { css } from 'styled-components';
import { bareIconButton } from '../IconButton/bareIconButton.ts';
import { CloseIcon } from '../IconButton/icons.tsx';

export type DialogProps = {
  /** The element that opens the dialog (a Button); optional when `open` is controlled. */
  trigger?: React.ReactElement;
  title: React.ReactNode;
  /** A sentence under the title; the dialog's accessible description. */
  description?: React.ReactNode;
  children?: React.ReactNode;
  /** Actions at the bottom right, e.g. Cancel (wrapped in DialogClose) and the primary action. */
  footer?: React.ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Width: sm 400, md 520, lg 720 px; fit: as wide as its content (a player), within the window. */
  size?: 'sm' | 'md' | 'lg' | 'fit';
  /** Name of the close (X) button. */
  closeLabel?: string;
  /** Keep the dialog open on Escape and outside clicks (e.g. while something saves). */
  dismissible?: boolean;
};

/** The dimmed backdrop; shared with ConfirmDialog, whose AlertDialog needs its own Overlay part. */
export const overlayStyles = css`
  position: fixed;
  inset: 0;
  z-index: var(--z-modal);
  background: rgb(15 23 42 / 0.4);
  animation: showroom-overlay-in var(--motion-normal) var(--motion-ease-out);

  @keyframes showroom-overlay-in {
    from { opacity: 0; }
    to { opacity: 1; }
  }
`;

const DialogOverlay = styled(RadixDialog.Overlay)`
  ${overlayStyles}
`;

export const DialogPanel = styled.div`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: var(--z-modal);
  display: flex;
  flex-direction: column;
  width: min(520px, calc(100vw - var(--space-8)));
  max-height: calc(100vh - var(--space-16));
  border-radius: var(--radius-md);
  background: var(--color-surface);
  color: var(--color-text);
  box-shadow: var(--shadow-elevated);
  transform: translate(-50%, -50%);
  animation: showroom-dialog-in var(--motion-slow) var(--motion-ease-out);

  &[data-size='sm'] { width: min(400px, calc(100vw - var(--space-8))); }
  &[data-size='lg'] { width: min(720px, calc(100vw - var(--space-8))); }
  &[data-size='fit'] { width: max-content; max-width: calc(100vw - var(--space-8)); }
  &:focus { outline: none; }

  @keyframes showroom-dialog-in {
    from { opacity: 0; transform: translate(-50%, -48%) scale(0.98); }
    to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
  }
`;

export const DialogHeader = styled.div`
  display: grid;
  gap: var(--space-1);
  padding: var(--space-5) var(--space-12) 0 var(--space-6);
`;

export const DialogTitleText = styled.h2`
  font-size: var(--font-size-h3);
  line-height: var(--line-height-h3);
  font-weight: var(--font-weight-semibold);
  letter-spacing: 0;
`;

export const DialogDescriptionText = styled.p`
  font-size: var(--font-size-body);
  line-height: var(--line-height-body);
  color: var(--color-text-muted);
`;

const Body = styled.div`
  padding: var(--space-4) var(--space-6);
  overflow: auto;
  font-size: var(--font-size-body);
  line-height: var(--line-height-body);
`;

export const DialogFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: var(--space-2);
  padding: var(--space-3) var(--space-6) var(--space-5);
`;

const Close = styled(RadixDialog.Close)`
  ${bareIconButton}
  position: absolute;
  top: var(--space-4);
  right: var(--space-4);
  transition: background-color var(--motion-fast) var(--motion-ease-out);
`;

/** Closes the nearest Dialog; wrap a footer Button in it: `<DialogClose asChild><Button>Cancel</Button></DialogClose>`. */
export const DialogClose = RadixDialog.Close;

/**
 * A modal dialog (radix Dialog: focus is trapped and returned, Escape and an outside click close
 * it, the rest of the page is hidden from assistive technology). Title, description, a close
 * button and footer actions; controlled (`open`) or not (`trigger`).
 */
export function Dialog({
  trigger,
  title,
  description,
  children,
  footer,
  open,
  defaultOpen,
  onOpenChange,
  size = 'md',
  closeLabel = 'Close',
  dismissible = true,
}: DialogProps) {
  const keep = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <DialogOverlay />
        <RadixDialog.Content
          asChild
          onEscapeKeyDown={keep}
          onPointerDownOutside={keep}
          onInteractOutside={keep}
          // Without a description radix warns; aria-describedby is dropped instead.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogPanel data-size={size}>
            <DialogHeader>
              <RadixDialog.Title asChild>
                <DialogTitleText>{title}</DialogTitleText>
              </RadixDialog.Title>
              {description && (
                <RadixDialog.Description asChild>
                  <DialogDescriptionText>{description}</DialogDescriptionText>
                </RadixDialog.Description>
              )}
            </DialogHeader>
            {children ? <Body>{children}</Body> : <div style={{ height: 'var(--space-4)' }} />}
            {footer && <DialogFooter>{footer}</DialogFooter>}
            {dismissible && (
              <Close aria-label={closeLabel}>
                <CloseIcon />
              </Close>
            )}
          </DialogPanel>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
