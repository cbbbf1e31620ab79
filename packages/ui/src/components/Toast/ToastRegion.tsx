import { Toast as RadixToast } from 'radix-ui';
import styled from 'styled-components';
import { bareIconButton } from '../IconButton/bareIconButton.ts';
import { CheckMark, CrossMark } from '../IconButton/marks.tsx';
import { Spinner } from '../Spinner/index.ts';
import type { ToastEntry, ToastKind } from './Toast.tsx';

const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  bottom: var(--space-6);
  left: 50%;
  transform: translateX(-50%);
  z-index: var(--z-toast);
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--space-2);
  width: max-content;
  max-width: calc(100vw - var(--space-8));
  margin: 0;
  padding: 0;
  list-style: none;
  outline: none;
`;

const Root = styled(RadixToast.Root)`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  min-width: 280px;
  max-width: 480px;
  padding: var(--space-3) var(--space-3) var(--space-3) var(--space-4);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  color: var(--color-text);
  box-shadow: var(--shadow-elevated);

  &[data-state='open'] { animation: showroom-toast-in var(--motion-slow) var(--motion-ease-out); }
  &[data-state='closed'] { animation: showroom-toast-out var(--motion-fast) ease-in forwards; }
  &[data-swipe='move'] { transform: translateY(var(--radix-toast-swipe-move-y)); }
  &[data-swipe='cancel'] { transform: translateY(0); transition: transform var(--motion-normal) var(--motion-ease-out); }
  &[data-swipe='end'] { animation: showroom-toast-out var(--motion-fast) ease-in forwards; }

  @keyframes showroom-toast-in {
    from { opacity: 0; transform: translateY(8px) scale(0.98); }
    to { opacity: 1; transform: translateY(0) scale(1); }
  }
  @keyframes showroom-toast-out {
    from { opacity: 1; }
    to { opacity: 0; }
  }
`;

const Icon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  border-radius: var(--radius-full);
  color: #ffffff;

  &[data-kind='success'] { background: var(--color-success); }
  &[data-kind='error'] { background: var(--color-danger); }
  &[data-kind='progress'] { color: var(--color-accent); }
  & svg { width: 12px; height: 12px; }
  &[data-kind='progress'] svg { width: 18px; height: 18px; }
`;

const Title = styled(RadixToast.Title)`
  flex: 1;
  font-size: var(--font-size-body);
  line-height: var(--line-height-body);
  font-weight: var(--font-weight-medium);
`;

const Close = styled(RadixToast.Close)`
  ${bareIconButton}
  width: 24px;
  height: 24px;
  transition: background-color var(--motion-fast) var(--motion-ease-out);

  & svg { width: 14px; height: 14px; }
`;

function KindIcon({ kind }: { kind: ToastKind }) {
  return (
    <Icon data-kind={kind} aria-hidden>
      {kind === 'success' && <CheckMark />}
      {kind === 'error' && <CrossMark />}
      {kind === 'progress' && <Spinner />}
    </Icon>
  );
}

export type ToastRegionProps = {
  entries: readonly ToastEntry[];
  duration: number;
  label: string;
  onClose: (id: number) => void;
};

/**
 * The toasts and their one region, fixed at bottom-centre (radix Toast: F8 focuses it, swipe down
 * or Escape dismisses). ToastProvider loads this module with the first toast, so a screen that
 * shows none (the login screen's first load, issue 9) does not pay for radix's toast code.
 */
export default function ToastRegion({ entries, duration, label, onClose }: ToastRegionProps) {
  return (
    <RadixToast.Provider duration={duration} swipeDirection="down" label="Notification">
      {entries.map((entry) => (
        <Root
          key={entry.id}
          open={entry.open}
          onOpenChange={(open) => {
            if (!open) onClose(entry.id);
          }}
          duration={entry.kind === 'progress' ? Number.POSITIVE_INFINITY : duration}
          // Errors interrupt; successes and progress wait their turn.
          type={entry.kind === 'error' ? 'foreground' : 'background'}
          data-kind={entry.kind}
        >
          <KindIcon kind={entry.kind} />
          <Title>{entry.message}</Title>
          <Close aria-label="Dismiss">
            <svg viewBox="0 0 14 14" fill="none" aria-hidden focusable="false">
              <path d="m3.5 3.5 7 7m0-7-7 7" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
            </svg>
          </Close>
        </Root>
      ))}
      <Viewport label={label} />
    </RadixToast.Provider>
  );
}
