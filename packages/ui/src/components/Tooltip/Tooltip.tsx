import { Tooltip as RadixTooltip } from 'radix-ui';
import type * as React from 'react';
import styled from 'styled-components';

export type TooltipProps = {
  /** The trigger: one focusable element that accepts a ref and event handlers (e.g. a Button). */
  children: React.ReactElement;
  /** What the tooltip says; also read to screen readers through aria-describedby. */
  content: React.ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Hover delay in ms before opening; focus opens at once. */
  delayDuration?: number;
};

const Content = styled(RadixTooltip.Content)`
  z-index: var(--z-tooltip);
  max-width: 280px;
  padding: var(--space-1) var(--space-2);
  border-radius: var(--radius-sm);
  background: var(--color-tooltip);
  color: var(--color-tooltip-text);
  font-size: var(--font-size-meta);
  line-height: var(--line-height-meta);
  font-weight: var(--font-weight-medium);
  box-shadow: var(--shadow-elevated);
  user-select: none;
  transform-origin: var(--radix-tooltip-content-transform-origin);
  animation: showroom-tooltip-in var(--motion-fast) var(--motion-ease-out);

  @keyframes showroom-tooltip-in {
    from { opacity: 0; transform: scale(0.96); }
    to { opacity: 1; transform: scale(1); }
  }
`;

const Arrow = styled(RadixTooltip.Arrow)`
  fill: var(--color-tooltip);
`;

/**
 * A short label shown on hover and focus (radix Tooltip). Brings its own provider, so it works
 * anywhere; Escape closes it.
 */
export function Tooltip({
  children,
  content,
  side = 'top',
  open,
  defaultOpen,
  onOpenChange,
  delayDuration = 300,
}: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <Content side={side} sideOffset={6} collisionPadding={8}>
            {content}
            <Arrow width={10} height={5} />
          </Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
