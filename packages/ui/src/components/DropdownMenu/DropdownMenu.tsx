import { DropdownMenu as RadixMenu } from 'radix-ui';
import type * as React from 'react';
import styled from 'styled-components';
import { MoreIcon } from '../IconButton/icons.tsx';
import { IconButton } from '../IconButton/index.ts';

export type MenuItem = {
  label: string;
  onSelect?: () => void;
  /** A decorative icon before the label. */
  icon?: React.ReactNode;
  /** danger: a destructive action (Delete), shown in red. */
  tone?: 'default' | 'danger';
  /** Disabled without a reason (prefer giving one). */
  disabled?: boolean;
  /**
   * Why the item cannot be used now, e.g. 'Only available for active embdeds'. The item stays
   * reachable with the arrow keys, is announced as unavailable with this reason, and does nothing.
   */
  disabledReason?: string;
};

export type DropdownMenuProps = {
  items: (MenuItem | 'separator')[];
  /** The trigger's accessible name when the default (a '...' icon button) is used. */
  label?: string;
  /** Another trigger: one element that forwards its ref and props to a <button> (e.g. Button). */
  trigger?: React.ReactElement;
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

const Content = styled(RadixMenu.Content)`
  z-index: var(--z-popover);
  min-width: 180px;
  max-width: 320px;
  padding: var(--space-1);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  box-shadow: var(--shadow-elevated);
  transform-origin: var(--radix-dropdown-menu-content-transform-origin);
  animation: showroom-menu-in var(--motion-fast) var(--motion-ease-out);

  @keyframes showroom-menu-in {
    from { opacity: 0; transform: scale(0.97); }
    to { opacity: 1; transform: scale(1); }
  }
`;

const Item = styled(RadixMenu.Item)`
  display: flex;
  align-items: flex-start;
  gap: var(--space-2);
  padding: 6px var(--space-2);
  border-radius: var(--radius-sm);
  color: var(--color-text);
  font-size: var(--font-size-body);
  line-height: var(--line-height-body);
  cursor: pointer;
  user-select: none;
  outline: none;

  & svg { width: 16px; height: 16px; margin-top: 2px; color: var(--color-text-muted); }
  &[data-highlighted] { background: var(--color-surface-hover); }
  &[data-tone='danger'] { color: var(--color-danger-text); }
  &[data-tone='danger'] svg { color: currentColor; }
  &[data-tone='danger'][data-highlighted] { background: var(--color-danger-subtle); }
  &[data-unavailable] { color: var(--color-text-muted); cursor: not-allowed; }
  &[data-unavailable] svg { color: var(--color-text-disabled); }
  &[data-unavailable][data-highlighted] { background: var(--color-surface-subtle); }
`;

const Text = styled.span`
  display: grid;
  gap: 2px;
`;

const Reason = styled.span`
  font-size: var(--font-size-meta);
  line-height: var(--line-height-meta);
  color: var(--color-text-muted);
`;

const Separator = styled(RadixMenu.Separator)`
  height: 1px;
  margin: var(--space-1) calc(var(--space-1) * -1);
  background: var(--color-border);
`;

/**
 * A 'More' menu (radix DropdownMenu: arrow keys, type-ahead, Escape, focus back on the trigger).
 * Items that cannot be used show why, in words, under their label.
 */
export function DropdownMenu({
  items,
  label = 'More',
  trigger,
  align = 'end',
  open,
  defaultOpen,
  onOpenChange,
}: DropdownMenuProps) {
  return (
    // Not modal: the page stays in the accessibility tree (a modal menu hides the trigger's
    // surroundings while they stay focusable); Escape, outside clicks and focus return still work.
    <RadixMenu.Root modal={false} open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RadixMenu.Trigger asChild>
        {trigger ?? (
          // No tooltip: the menu opens on the same click, and the Tooltip wrapper would not take the trigger's props.
          <IconButton label={label} showTooltip={false}>
            <MoreIcon />
          </IconButton>
        )}
      </RadixMenu.Trigger>
      <RadixMenu.Portal>
        <Content align={align} sideOffset={4} collisionPadding={8}>
          {items.map((item, index) => {
            if (item === 'separator') {
              // biome-ignore lint/suspicious/noArrayIndexKey: a separator has no identity but its place.
              return <Separator key={`separator-${index}`} />;
            }
            const unavailable = Boolean(item.disabledReason) || item.disabled;
            return (
              <Item
                key={item.label}
                data-tone={item.tone ?? 'default'}
                data-unavailable={unavailable ? '' : undefined}
                // Radix skips `disabled` items in keyboard navigation; an item with a reason stays
                // reachable so the reason can be heard, and is marked unavailable instead.
                disabled={item.disabled && !item.disabledReason}
                aria-disabled={unavailable || undefined}
                onSelect={(event) => {
                  if (unavailable) {
                    event.preventDefault();
                    return;
                  }
                  item.onSelect?.();
                }}
              >
                {item.icon}
                <Text>
                  <span>{item.label}</span>
                  {/* Part of the item's name, so it is heard with the label (and matches what is seen). */}
                  {item.disabledReason && <Reason>{item.disabledReason}</Reason>}
                </Text>
              </Item>
            );
          })}
        </Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
