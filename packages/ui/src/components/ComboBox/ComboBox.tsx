import { useVirtualizer } from '@tanstack/react-virtual';
import * as React from 'react';
import {
  type AriaListBoxOptions,
  mergeProps,
  useButton,
  useComboBox,
  useFilter,
  useListBox,
  useOption,
} from 'react-aria';
import { Item, type ListState, type Node, useComboBoxState } from 'react-stately';
import styled from 'styled-components';
import { controlBox, Field as FieldColumn, Label, listOption, Message } from '../Field/parts.tsx';
import { bareIconButton } from '../IconButton/bareIconButton.ts';
import { CheckIcon, ChevronDownIcon } from '../IconButton/icons.tsx';

export type ComboBoxItem = {
  id: string;
  label: string;
  /** A second, muted line (e.g. a demo's date or owner). */
  description?: string;
  disabled?: boolean;
};

export type ComboBoxProps = {
  /** Visible label; also the input's accessible name. */
  label: string;
  items: ComboBoxItem[];
  selectedKey?: string | null;
  defaultSelectedKey?: string | null;
  onSelectionChange?: (id: string | null) => void;
  placeholder?: string;
  error?: string;
  helpText?: string;
  disabled?: boolean;
  /** Shown in the open list when the typed text matches nothing. */
  emptyMessage?: string;
  /** Tallest the open list grows, in px, before it scrolls. */
  maxListHeight?: number;
  className?: string;
  style?: React.CSSProperties;
};

// Rows are a fixed height so the virtual list can place 1000+ of them without measuring.
const ROW = 36;
const ROW_WITH_DESCRIPTION = 52;

const Field = styled(FieldColumn)`
  position: relative;
`;

const Control = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const Input = styled.input`
  width: 100%;
  height: 36px;
  padding: 0 var(--space-8) 0 var(--space-3);
  ${controlBox}

  &::placeholder { color: var(--color-text-disabled); }
  &:hover:not(:disabled) { border-color: var(--color-border-hover); }
  &:focus-visible,
  &[aria-expanded='true'] {
    outline: none;
    border-color: var(--color-accent);
    box-shadow: 0 0 0 3px var(--blue-a5);
  }
  &:disabled { background: var(--color-surface-subtle); color: var(--color-text-muted); cursor: not-allowed; }
  &[data-invalid] { border-color: var(--color-danger); }
  &[data-invalid]:focus-visible { box-shadow: 0 0 0 3px var(--red-a5); }
`;

const Toggle = styled.button`
  ${bareIconButton}
  position: absolute;
  right: var(--space-1);

  /* Hovering the toggle lightens its background only; the chevron keeps the field's muted colour. */
  &:hover:not(:disabled) { color: var(--color-text-muted); }
`;

const Popover = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  z-index: var(--z-popover);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  box-shadow: var(--shadow-elevated);
  overflow: hidden;
`;

const List = styled.div`
  position: relative;
  overflow-y: auto;
  padding: var(--space-1);
  outline: none;
  overscroll-behavior: contain;
`;

const Option = styled.div`
  ${listOption}
  position: absolute;
  top: 0;
  left: var(--space-1);
  right: var(--space-1);
  gap: var(--space-2);
  padding: 0 var(--space-2);

  & > svg { width: 16px; height: 16px; margin-left: auto; color: var(--color-accent); }
`;

const OptionText = styled.span`
  display: grid;
  min-width: 0;

  & > span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  & > span + span {
    font-size: var(--font-size-meta);
    line-height: var(--line-height-meta);
    color: var(--color-text-muted);
    font-weight: var(--font-weight-regular);
  }
`;

const Empty = styled.div`
  padding: var(--space-3) var(--space-3);
  color: var(--color-text-muted);
  font-size: var(--font-size-body);
`;

type ListProps = {
  state: ListState<ComboBoxItem>;
  listBoxProps: AriaListBoxOptions<ComboBoxItem>;
  listBoxRef: React.RefObject<HTMLDivElement | null>;
  maxHeight: number;
  rowHeight: number;
};

function VirtualListBox({ state, listBoxProps, listBoxRef, maxHeight, rowHeight }: ListProps) {
  // isVirtualized: react-aria then leaves scrolling to us and gives options aria-setsize/posinset,
  // so a screen reader still hears "12 of 1000" while only the visible rows exist in the DOM.
  const { listBoxProps: props } = useListBox({ ...listBoxProps, isVirtualized: true }, state, listBoxRef);
  const nodes = React.useMemo(() => [...state.collection], [state.collection]);
  const virtualizer = useVirtualizer({
    count: nodes.length,
    getScrollElement: () => listBoxRef.current,
    estimateSize: () => rowHeight,
    overscan: 6,
    initialRect: { width: 0, height: maxHeight },
  });

  // Keyboard focus lives in the input (aria-activedescendant); bring the active row into view.
  const focusedKey = state.selectionManager.focusedKey;
  React.useEffect(() => {
    if (focusedKey == null) return;
    const index = nodes.findIndex((node) => node.key === focusedKey);
    if (index >= 0) virtualizer.scrollToIndex(index, { align: 'auto' });
  }, [focusedKey, nodes, virtualizer]);

  const height = Math.min(maxHeight, nodes.length * rowHeight + 8);
  return (
    <List {...props} ref={listBoxRef} style={{ height }}>
      <div role="presentation" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => (
          <OptionRow
            key={row.key}
            node={nodes[row.index]!}
            state={state}
            start={row.start}
            height={rowHeight}
          />
        ))}
      </div>
    </List>
  );
}

function OptionRow({
  node,
  state,
  start,
  height,
}: {
  node: Node<ComboBoxItem>;
  state: ListState<ComboBoxItem>;
  start: number;
  height: number;
}) {
  const ref = React.useRef<HTMLDivElement>(null);
  const { optionProps, isSelected, isFocused, isDisabled } = useOption(
    { key: node.key, isVirtualized: true },
    state,
    ref,
  );
  const item = node.value!;
  return (
    <Option
      {...optionProps}
      ref={ref}
      // Row placement is data from the virtualizer, not styling: it changes on every scroll.
      style={{ transform: `translateY(${start}px)`, height }}
      data-highlighted={isFocused ? '' : undefined}
      data-state={isSelected ? 'checked' : 'unchecked'}
      data-disabled={isDisabled ? '' : undefined}
    >
      <OptionText>
        <span>{item.label}</span>
        {item.description && <span>{item.description}</span>}
      </OptionText>
      {isSelected && <CheckIcon />}
    </Option>
  );
}

/**
 * A searchable select (react-aria ComboBox): type to filter, arrow keys to move, Enter to choose,
 * Escape to close. The open list is virtual, so a picker over 1000 demos stays quick.
 */
export function ComboBox({
  label,
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  placeholder,
  error,
  helpText,
  disabled = false,
  emptyMessage = 'No results',
  maxListHeight = 288,
  className,
  style,
}: ComboBoxProps) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const disabledKeys = React.useMemo(
    () => items.filter((item) => item.disabled).map((item) => item.id),
    [items],
  );
  const rowHeight = items.some((item) => item.description) ? ROW_WITH_DESCRIPTION : ROW;

  const stateProps = {
    label,
    defaultItems: items,
    disabledKeys,
    isDisabled: disabled,
    isInvalid: Boolean(error),
    errorMessage: error,
    description: helpText,
    placeholder,
    defaultFilter: contains,
    ...(selectedKey !== undefined ? { selectedKey } : {}),
    ...(defaultSelectedKey !== undefined ? { defaultSelectedKey } : {}),
    onSelectionChange: (key: React.Key | null) => onSelectionChange?.(key == null ? null : String(key)),
    children: (item: ComboBoxItem) => (
      <Item key={item.id} textValue={item.label}>
        {item.label}
      </Item>
    ),
  };
  const state = useComboBoxState<ComboBoxItem>(stateProps);

  const inputRef = React.useRef<HTMLInputElement>(null);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const listBoxRef = React.useRef<HTMLDivElement>(null);
  const popoverRef = React.useRef<HTMLDivElement>(null);
  const { labelProps, inputProps, buttonProps, listBoxProps, descriptionProps, errorMessageProps } =
    useComboBox({ ...stateProps, inputRef, buttonRef, listBoxRef, popoverRef }, state);
  const { buttonProps: toggleProps } = useButton(buttonProps, buttonRef);
  const typed = state.inputValue;
  const selectedText = state.selectedItem?.textValue;
  const noMatch = React.useMemo(
    () =>
      !state.isOpen &&
      state.isFocused &&
      typed !== '' &&
      typed !== selectedText &&
      !items.some((item) => contains(item.label, typed)),
    [state.isOpen, state.isFocused, typed, selectedText, items, contains],
  );

  return (
    <Field className={className} style={style}>
      <Label {...labelProps}>{label}</Label>
      <Control>
        <Input {...inputProps} ref={inputRef} data-invalid={error ? '' : undefined} />
        <Toggle {...mergeProps(toggleProps, { tabIndex: -1 })} ref={buttonRef}>
          <ChevronDownIcon />
        </Toggle>
      </Control>
      {state.isOpen && (
        <Popover ref={popoverRef}>
          <VirtualListBox
            state={state}
            listBoxProps={listBoxProps}
            listBoxRef={listBoxRef}
            maxHeight={maxListHeight}
            rowHeight={rowHeight}
          />
        </Popover>
      )}
      {/* With no match the list closes (no empty listbox for aria-controls to point at); the
          message shows in its place and is announced. */}
      {noMatch && (
        <Popover>
          <Empty role="status">{emptyMessage}</Empty>
        </Popover>
      )}
      {error ? (
        <Message {...errorMessageProps} data-tone="error">
          {error}
        </Message>
      ) : (
        helpText && <Message {...descriptionProps}>{helpText}</Message>
      )}
    </Field>
  );
}
