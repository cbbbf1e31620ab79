import * as React from 'react';
import styled from 'styled-components';

export type UpgradeOverlayProps = Omit<React.ComponentPropsWithoutRef<'div'>, 'children'> & {
  ref?: React.Ref<HTMLDivElement>;
  /** The locked settings, shown but not usable. */
  children: React.ReactNode;
  /** The spec's message, e.g. 'Upgrade to the Premium plan to edit email settings. ...' */
  message: React.ReactNode;
  /** When false the children are shown and usable as they are (the plan allows them). */
  locked?: boolean;
  /** An action under the message, e.g. a link to the plans page. */
  action?: React.ReactNode;
};

const Root = styled.div`
  position: relative;
  border-radius: var(--radius-md);
  /* Keeps the blur inside the section's edges. */
  overflow: hidden;

  &:focus-visible { outline: 2px solid var(--color-focus-ring); outline-offset: 2px; }
`;

const Content = styled.div`
  transition: filter var(--motion-normal) var(--motion-ease-out);
  user-select: none;

  [data-revealed] > & { filter: blur(3px); }
`;

const Veil = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--space-3);
  padding: var(--space-6);
  border-radius: var(--radius-md);
  background: rgb(255 255 255 / 0.72);
  text-align: center;
  opacity: 0;
  pointer-events: none;
  transition: opacity var(--motion-normal) var(--motion-ease-out);

  [data-revealed] > & { opacity: 1; pointer-events: auto; }
`;

const Lock = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: var(--radius-full);
  background: var(--amber-3);
  color: var(--amber-11);
  & svg { width: 16px; height: 16px; }
`;

const Message = styled.p`
  max-width: 360px;
  font-size: var(--font-size-body);
  line-height: var(--line-height-body);
  font-weight: var(--font-weight-medium);
  color: var(--color-text);
`;

/**
 * Locks a section the plan does not include: on hover or keyboard focus the settings blur and the
 * upgrade message shows over them. The settings are inert (not focusable, not editable); the
 * section itself is focusable and described by the message, so keyboard and screen-reader users
 * learn the same thing.
 */
export function UpgradeOverlay({
  children,
  message,
  locked = true,
  action,
  ref,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  ...props
}: UpgradeOverlayProps) {
  const id = React.useId();
  // Hover and focus are tracked as state (not :hover) so the reveal is a data attribute like every
  // other state, and the same for mouse, keyboard and tests.
  const [hovered, setHovered] = React.useState(false);
  const [focused, setFocused] = React.useState(false);
  if (!locked) return <div {...props}>{children}</div>;
  return (
    <Root
      ref={ref}
      // Focusable so keyboard and screen-reader users reach the locked section and hear why.
      tabIndex={0}
      role="group"
      aria-describedby={`${id}-message`}
      data-locked=""
      data-revealed={hovered || focused ? '' : undefined}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        setHovered(true);
      }}
      onPointerLeave={(event) => {
        onPointerLeave?.(event);
        setHovered(false);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        setFocused(true);
      }}
      onBlur={(event) => {
        onBlur?.(event);
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      {...props}
    >
      <Content inert>{children}</Content>
      <Veil>
        <Lock aria-hidden>
          <svg viewBox="0 0 16 16" fill="none" focusable="false" aria-hidden>
            <rect
              x="3.25"
              y="7.25"
              width="9.5"
              height="6.5"
              rx="1.5"
              stroke="currentColor"
              strokeWidth="1.5"
            />
            <path d="M5.5 7.25V5.5a2.5 2.5 0 0 1 5 0v1.75" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </Lock>
        <Message id={`${id}-message`}>{message}</Message>
        {action}
      </Veil>
    </Root>
  );
}
