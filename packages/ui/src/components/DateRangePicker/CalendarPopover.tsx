import * as React from 'react';
import { type AriaDialogProps, DismissButton, Overlay, useDialog, usePopover } from 'react-aria';
import type { OverlayTriggerState } from 'react-stately';
import styled from 'styled-components';

const Popover = styled.div`
  z-index: var(--z-popover);
  padding: var(--space-4);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  box-shadow: var(--shadow-elevated);
  outline: none;
  animation: showroom-date-range-in var(--motion-fast) var(--motion-ease-out);

  @keyframes showroom-date-range-in {
    from { opacity: 0; transform: translateY(-2px); }
    to { opacity: 1; transform: translateY(0); }
  }
`;

/** The row under the calendar that holds 'Last 7 days'. */
export const PopoverFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: var(--space-3);
  padding-top: var(--space-3);
  border-top: var(--border-width) solid var(--color-border);
`;

/** The calendar's popover under the field (react-aria usePopover): a click outside or Escape closes it. */
export function CalendarPopover({
  state,
  triggerRef,
  children,
}: {
  state: OverlayTriggerState;
  triggerRef: React.RefObject<HTMLDivElement | null>;
  children: React.ReactNode;
}) {
  const popoverRef = React.useRef<HTMLDivElement>(null);
  const { popoverProps, underlayProps } = usePopover(
    { triggerRef, popoverRef, placement: 'bottom start', offset: 4 },
    state,
  );
  return (
    <Overlay>
      <div {...underlayProps} style={{ position: 'fixed', inset: 0 }} />
      <Popover {...popoverProps} ref={popoverRef}>
        <DismissButton onDismiss={state.close} />
        {children}
        <DismissButton onDismiss={state.close} />
      </Popover>
    </Overlay>
  );
}

/** The dialog role around the calendar, named by the picker's label. */
export function Dialog({ children, ...props }: AriaDialogProps & { children: React.ReactNode }) {
  const ref = React.useRef<HTMLDivElement>(null);
  const { dialogProps } = useDialog(props, ref);
  return (
    <div {...dialogProps} ref={ref}>
      {children}
    </div>
  );
}
