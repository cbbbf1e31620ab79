import { Select as RadixSelect } from 'radix-ui';
import * as React from 'react';
import styled from 'styled-components';
import { ControlLabel, controlBox, Field, listOption, Message } from '../Field/parts.tsx';
import { CheckIcon, ChevronDownIcon } from '../IconButton/icons.tsx';

export type SelectOption = {
  value: string;
  label: string;
  disabled?: boolean;
};

export type SelectProps = {
  /** Visible label; also the select's accessible name. */
  label: string;
  options: SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** Error message: marks the select invalid and is linked as its description. */
  error?: string;
  helpText?: string;
  disabled?: boolean;
  required?: boolean;
  /** Form field name (radix renders a hidden native select for forms). */
  name?: string;
  hideLabel?: boolean;
  /** Draws an option's text (in the list and in the closed select), e.g. in its own font. */
  renderOption?: (option: SelectOption) => React.ReactNode;
  onOpenChange?: (open: boolean) => void;
  id?: string;
  className?: string;
  style?: React.CSSProperties;
  ref?: React.Ref<HTMLButtonElement>;
};

const Trigger = styled(RadixSelect.Trigger)`
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
  width: 100%;
  height: 36px;
  padding: 0 var(--space-2) 0 var(--space-3);
  ${controlBox}
  text-align: left;
  cursor: pointer;

  & > span:first-child { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  &[data-placeholder] { color: var(--color-text-muted); }
  &:hover:not([data-disabled]) { border-color: var(--color-border-hover); }
  &:focus-visible,
  &[data-state='open'] {
    outline: none;
    border-color: var(--color-accent);
    box-shadow: 0 0 0 3px var(--blue-a5);
  }
  &[data-disabled] { background: var(--color-surface-subtle); color: var(--color-text-muted); cursor: not-allowed; }
  &[data-invalid] { border-color: var(--color-danger); }
  &[data-invalid]:focus-visible { box-shadow: 0 0 0 3px var(--red-a5); }
  & svg { width: 16px; height: 16px; color: var(--color-text-muted); }
`;

const Content = styled(RadixSelect.Content)`
  z-index: var(--z-popover);
  min-width: var(--radix-select-trigger-width);
  max-height: min(320px, var(--radix-select-content-available-height));
  overflow: hidden;
  border-radius: var(--radius-md);
  background: var(--color-surface);
  box-shadow: var(--shadow-elevated);
  animation: showroom-select-in var(--motion-fast) var(--motion-ease-out);

  @keyframes showroom-select-in {
    from { opacity: 0; transform: translateY(-2px); }
    to { opacity: 1; transform: translateY(0); }
  }
`;

const Viewport = styled(RadixSelect.Viewport)`
  padding: var(--space-1);
`;

const Item = styled(RadixSelect.Item)`
  ${listOption}
  position: relative;
  min-height: 32px;
  padding: 6px var(--space-8) 6px var(--space-2);
  outline: none;
`;

const Indicator = styled(RadixSelect.ItemIndicator)`
  position: absolute;
  right: var(--space-2);
  display: inline-flex;
  color: var(--color-accent);
  & svg { width: 16px; height: 16px; }
`;

/**
 * A labelled select for a short list (radix Select: typeahead, arrow keys, Home/End, a native
 * select for forms). For long or searchable lists use ComboBox.
 */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder = 'Select...',
  error,
  helpText,
  disabled,
  required,
  name,
  hideLabel = false,
  renderOption,
  onOpenChange,
  id: idProp,
  className,
  style,
  ref,
}: SelectProps) {
  const autoId = React.useId();
  const id = idProp ?? `${autoId}-select`;
  const labelId = `${autoId}-label`;
  const messageId = `${autoId}-message`;
  const message = error || helpText;
  return (
    <Field className={className} style={style}>
      <ControlLabel id={labelId} htmlFor={id} hidden={hideLabel}>
        {label}
      </ControlLabel>
      <RadixSelect.Root
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        disabled={disabled}
        required={required}
        name={name}
        onOpenChange={onOpenChange}
      >
        <Trigger
          ref={ref}
          id={id}
          aria-labelledby={labelId}
          aria-describedby={message ? messageId : undefined}
          aria-invalid={error ? true : undefined}
          data-invalid={error ? '' : undefined}
        >
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon asChild>
            <ChevronDownIcon />
          </RadixSelect.Icon>
        </Trigger>
        <RadixSelect.Portal>
          <Content position="popper" sideOffset={4} collisionPadding={8}>
            <Viewport>
              {options.map((option) => (
                <Item key={option.value} value={option.value} disabled={option.disabled}>
                  <RadixSelect.ItemText>
                    {renderOption ? renderOption(option) : option.label}
                  </RadixSelect.ItemText>
                  <Indicator>
                    <CheckIcon />
                  </Indicator>
                </Item>
              ))}
            </Viewport>
          </Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
      {message && (
        <Message id={messageId} data-tone={error ? 'error' : 'help'}>
          {message}
        </Message>
      )}
    </Field>
  );
}
