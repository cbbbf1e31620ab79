import { VisuallyHidden } from 'radix-ui';
import * as React from 'react';
import styled from 'styled-components';
import { Button } from '../Button/index.ts';
import { Field, Label } from '../Field/parts.tsx';
import { CheckIcon, CopyIcon } from '../IconButton/icons.tsx';

/** Writes text to the clipboard; stories and tests pass a fake. */
export type WriteText = (text: string) => Promise<void>;

/** The browser clipboard, looked up at call time (there is none during server rendering). */
export const clipboardWriteText: WriteText = (text) => navigator.clipboard.writeText(text);

export type CopyFieldProps = {
  /** The text copied: a link or an embed snippet. */
  value: string;
  /** Names the field (e.g. 'Share embed link'); shown above the link variant. */
  label: string;
  /** link: a read-only field and a 'Copy Link' button; code: the snippet itself is the button. */
  variant?: 'link' | 'code';
  /** Before copying: 'Copy Link' (link) or 'Click to copy this code' (code). */
  copyLabel?: string;
  /** After copying: 'Copied!' (link) or 'Code Copied!' (code). */
  copiedLabel?: string;
  /** When the clipboard refuses (permissions, an insecure page). */
  failedLabel?: string;
  /** How long the copied label stays, in ms, before the control can be used again. */
  resetAfterMs?: number;
  writeText?: WriteText;
  onCopied?: () => void;
  /**
   * Controlled use: a click calls `onCopy` (a machine copies) and `status` says what came of it;
   * `writeText`, `onCopied` and `resetAfterMs` are then unused.
   */
  onCopy?: () => void;
  status?: CopyStatus;
  className?: string;
  style?: React.CSSProperties;
};

const DEFAULTS = {
  link: { copy: 'Copy Link', copied: 'Copied!' },
  code: { copy: 'Click to copy this code', copied: 'Code Copied!' },
} as const;

export type CopyStatus = 'idle' | 'copied' | 'failed';
type Status = CopyStatus;

/** Copy state shared by CopyField and CodeBlock: copy, then 'copied' for a while, or 'failed'. */
export function useCopy(value: string, writeText: WriteText, resetAfterMs: number, onCopied?: () => void) {
  const [status, setStatus] = React.useState<Status>('idle');
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);
  React.useEffect(() => () => clearTimeout(timer.current), []);
  const copy = React.useCallback(async () => {
    clearTimeout(timer.current);
    try {
      await writeText(value);
      setStatus('copied');
      onCopied?.();
    } catch {
      setStatus('failed');
    }
    timer.current = setTimeout(() => setStatus('idle'), resetAfterMs);
  }, [value, writeText, resetAfterMs, onCopied]);
  return { status, copy };
}

const Row = styled.div`
  display: flex;
  gap: var(--space-2);
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 32px;
  padding: 0 var(--space-3);
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-sm);
  background: var(--color-surface-subtle);
  color: var(--color-text);
  font-size: var(--font-size-body);
  text-overflow: ellipsis;

  &:focus-visible { outline: none; border-color: var(--color-accent); box-shadow: 0 0 0 3px var(--blue-a5); }
`;

const CodeBox = styled.div`
  display: grid;
  justify-items: start;
  gap: var(--space-2);
  width: 100%;
  padding: var(--space-3);
  border: var(--border-width) dashed var(--color-border-strong);
  border-radius: var(--radius-md);
  background: var(--color-surface-subtle);
  color: var(--color-text);
  text-align: left;
  cursor: copy;
  transition-property: border-color, background-color;
  transition-duration: var(--motion-fast);
  transition-timing-function: var(--motion-ease-out);

  &:hover { border-color: var(--color-accent); background: var(--blue-2); }
  &[data-status='copied'] { border-style: solid; border-color: var(--color-success); }
`;

// The whole snippet shows, wrapped (a few hundred characters): a box that scrolled would be a
// region the keyboard must reach before the copy button.
const Code = styled.pre`
  margin: 0;
  font-family: var(--font-mono);
  font-size: var(--font-size-meta);
  line-height: 18px;
  white-space: pre-wrap;
  word-break: break-all;
`;

const Caption = styled.button`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
  padding: 2px var(--space-1);
  margin: -2px calc(var(--space-1) * -1);
  border: 0;
  border-radius: 4px;
  background: none;
  cursor: copy;
  font-size: var(--font-size-meta);
  line-height: var(--line-height-meta);
  font-weight: var(--font-weight-medium);
  color: var(--color-text-muted);

  & svg { width: 14px; height: 14px; }
  &:focus-visible { outline: 2px solid var(--color-focus-ring); outline-offset: 1px; }
  [data-status='copied'] > & { color: var(--green-12); }
  [data-status='copied'] > & svg { color: var(--color-success); }
  [data-status='failed'] > & { color: var(--color-danger-text); }
`;

/**
 * Copies a link or an embed snippet. The label turns into its 'copied' wording for a moment and
 * the change is announced (role="status"). The clipboard is a prop, so stories and tests fake it.
 */
export function CopyField({
  value,
  label,
  variant = 'link',
  copyLabel = DEFAULTS[variant].copy,
  copiedLabel = DEFAULTS[variant].copied,
  failedLabel = 'Could not copy',
  resetAfterMs = 2000,
  writeText = clipboardWriteText,
  onCopied,
  onCopy,
  status: statusProp,
  className,
  style,
}: CopyFieldProps) {
  const id = React.useId();
  const own = useCopy(value, writeText, resetAfterMs, onCopied);
  const status = onCopy ? (statusProp ?? 'idle') : own.status;
  const copy = onCopy ?? own.copy;
  const caption = status === 'copied' ? copiedLabel : status === 'failed' ? failedLabel : copyLabel;

  if (variant === 'code') {
    return (
      <Field className={className} style={style}>
        {/* The whole snippet copies on click (a pointer convenience); the caption is the real,
            keyboard-reachable button, named by what it says. */}
        <CodeBox data-status={status} onClick={copy}>
          <Code>{value}</Code>
          <Caption
            type="button"
            onClick={(event) => {
              // The box copies already; one copy per click.
              event.stopPropagation();
              copy();
            }}
          >
            {status === 'copied' ? <CheckIcon /> : <CopyIcon />}
            {caption}
          </Caption>
        </CodeBox>
        <VisuallyHidden.Root role="status">{status === 'idle' ? '' : caption}</VisuallyHidden.Root>
      </Field>
    );
  }

  return (
    <Field className={className} style={style}>
      <Label htmlFor={`${id}-input`}>{label}</Label>
      <Row>
        <Input id={`${id}-input`} value={value} readOnly onFocus={(event) => event.currentTarget.select()} />
        <Button
          size="md"
          variant={status === 'copied' ? 'secondary' : 'primary'}
          onClick={copy}
          data-status={status}
        >
          {status === 'copied' ? <CheckIcon style={{ width: 14, height: 14 }} /> : null}
          {caption}
        </Button>
      </Row>
      <VisuallyHidden.Root role="status">{status === 'idle' ? '' : caption}</VisuallyHidden.Root>
    </Field>
  );
}
