import * as React from 'react';
import styled from 'styled-components';
import { Field, Label, Message } from '../Field/parts.tsx';

export type ColorPickerProps = {
  /** Visible label, e.g. 'Button colour'; names the HEX field. */
  label: string;
  /** '#RRGGBB'. Controlled. */
  value?: string;
  defaultValue?: string;
  /** Called with a valid '#RRGGBB' (upper case), never with an invalid one. */
  onChange?: (hex: string) => void;
  /** Shown when the typed text is not a HEX colour. */
  invalidMessage?: string;
  helpText?: string;
  disabled?: boolean;
  className?: string;
  style?: React.CSSProperties;
};

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#1e41af', '1E41AF' or '#fff' -> '#1E41AF' / '#FFFFFF'; anything else (alpha too) -> null. */
export function normalizeHex(text: string): string | null {
  const match = HEX.exec(text.trim());
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  return `#${digits.toUpperCase()}`;
}

const Control = styled.div`
  display: flex;
  align-items: center;
  height: 36px;
  border: var(--border-width) solid var(--color-border-strong);
  border-radius: var(--radius-sm);
  background: var(--color-surface);
  box-shadow: 0 1px 2px rgb(0 0 0 / 0.03);
  transition-property: border-color, box-shadow;
  transition-duration: var(--motion-fast);

  &:hover:not([data-disabled]) { border-color: var(--color-border-hover); }
  &:focus-within { border-color: var(--color-accent); box-shadow: 0 0 0 3px var(--blue-a5); }
  &[data-invalid] { border-color: var(--color-danger); }
  &[data-invalid]:focus-within { box-shadow: 0 0 0 3px var(--red-a5); }
  &[data-disabled] { background: var(--color-surface-subtle); }
`;

/* The native colour input, drawn as a swatch: the browser's own accessible picker. */
const Swatch = styled.input`
  flex: none;
  width: 26px;
  height: 26px;
  margin: 0 0 0 4px;
  padding: 0;
  border: 0;
  border-radius: 4px;
  background: none;
  cursor: pointer;

  &::-webkit-color-swatch-wrapper { padding: 0; }
  &::-webkit-color-swatch { border: 0; border-radius: 4px; box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.15); }
  &::-moz-color-swatch { border: 0; border-radius: 4px; }
  &:focus-visible { outline: 2px solid var(--color-focus-ring); outline-offset: 1px; }
  &:disabled { cursor: not-allowed; opacity: 0.5; }
`;

const Hash = styled.span`
  padding-left: var(--space-2);
  color: var(--color-text-muted);
  font-family: var(--font-mono);
  font-size: var(--font-size-body);
`;

const Hex = styled.input`
  flex: 1;
  min-width: 0;
  height: 100%;
  padding: 0 var(--space-2) 0 2px;
  border: 0;
  background: none;
  color: var(--color-text);
  font-family: var(--font-mono);
  font-size: var(--font-size-body);
  text-transform: uppercase;

  &:focus { outline: none; }
  &:disabled { color: var(--color-text-muted); cursor: not-allowed; }
`;

/**
 * A colour as HEX (no alpha, spec 3 §2): a swatch that opens the browser's colour picker and a HEX
 * field. Typing a valid colour applies it at once; an invalid one is refused with a message when
 * the field is left or Enter is pressed, and the last good colour stays.
 */
export function ColorPicker({
  label,
  value: valueProp,
  defaultValue = '#1E41AF',
  onChange,
  invalidMessage = 'Enter a HEX colour like #1E41AF',
  helpText,
  disabled = false,
  className,
  style,
}: ColorPickerProps) {
  const id = React.useId();
  const [own, setOwn] = React.useState(() => normalizeHex(defaultValue) ?? '#000000');
  const value = normalizeHex(valueProp ?? own) ?? own;
  const [draft, setDraft] = React.useState(value.slice(1));
  const [invalid, setInvalid] = React.useState(false);

  // A new value from outside (or the swatch) replaces the text unless the user is mid-edit on it.
  const lastValue = React.useRef(value);
  if (lastValue.current !== value) {
    lastValue.current = value;
    if (normalizeHex(draft) !== value) setDraft(value.slice(1));
  }

  const apply = (hex: string) => {
    if (valueProp === undefined) setOwn(hex);
    onChange?.(hex);
  };

  const commit = () => {
    const hex = normalizeHex(draft);
    if (!hex) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setDraft(hex.slice(1));
    if (hex !== value) apply(hex);
  };

  const message = invalid ? invalidMessage : helpText;
  return (
    <Field className={className} style={style}>
      <Label htmlFor={`${id}-hex`}>{label}</Label>
      <Control data-invalid={invalid ? '' : undefined} data-disabled={disabled ? '' : undefined}>
        <Swatch
          type="color"
          aria-label={`${label}: pick a colour`}
          value={value.toLowerCase()}
          disabled={disabled}
          onChange={(event) => {
            const hex = normalizeHex(event.currentTarget.value);
            if (!hex) return;
            setInvalid(false);
            setDraft(hex.slice(1));
            apply(hex);
          }}
        />
        <Hash aria-hidden>#</Hash>
        <Hex
          id={`${id}-hex`}
          value={draft}
          disabled={disabled}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={invalid || undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          onChange={(event) => {
            const text = event.currentTarget.value.replace(/^#/, '');
            setDraft(text);
            const hex = normalizeHex(text);
            // Live preview while typing; invalid text waits for blur or Enter to be refused.
            if (hex && text.length === 6) {
              setInvalid(false);
              if (hex !== value) apply(hex);
            }
          }}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
      </Control>
      {message && (
        <Message
          id={`${id}-message`}
          data-tone={invalid ? 'error' : 'help'}
          role={invalid ? 'alert' : undefined}
        >
          {message}
        </Message>
      )}
    </Field>
  );
}
