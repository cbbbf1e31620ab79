import type * as React from 'react';

/**
 * What makes a button disabled, busy or inert, shared by Button and IconButton. A disabled button
 * that explains itself (`disabledReason`) and a loading one stay focusable (aria-disabled, not
 * the native attribute) so the reason can be read and focus is kept; clicks on them do nothing,
 * which also stops a submit button from submitting its form.
 */
export function inertButtonProps({
  disabled,
  loading,
  disabledReason,
  onClick,
}: {
  disabled: boolean;
  loading: boolean;
  disabledReason: string | undefined;
  onClick: React.MouseEventHandler<HTMLButtonElement> | undefined;
}) {
  const explained = disabled && Boolean(disabledReason);
  const inert = disabled || loading;
  return {
    explained,
    props: {
      'data-inert': inert ? '' : undefined,
      'data-disabled': disabled ? '' : undefined,
      'data-loading': loading ? '' : undefined,
      disabled: disabled && !explained && !loading,
      'aria-disabled': inert || undefined,
      'aria-busy': loading || undefined,
      onClick: (event: React.MouseEvent<HTMLButtonElement>) => {
        if (inert) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      },
    },
  };
}
