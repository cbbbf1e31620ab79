import { VisuallyHidden } from 'radix-ui';
import type * as React from 'react';
import styled from 'styled-components';
import { clipboardWriteText, useCopy, type WriteText } from '../CopyField/CopyField.tsx';
import { CheckIcon, CopyIcon } from '../IconButton/icons.tsx';
import { IconButton } from '../IconButton/index.ts';

export type CodeBlockProps = {
  code: string;
  /** Names the block and its scroll region, e.g. 'Embed code'. */
  label: string;
  /** A short caption in the header, e.g. 'HTML'. */
  language?: string;
  /** Tallest the block grows, in px, before it scrolls. */
  maxHeight?: number;
  writeText?: WriteText;
  onCopied?: () => void;
  /** How long the copied state stays, in ms. */
  resetAfterMs?: number;
  className?: string;
  style?: React.CSSProperties;
};

const Root = styled.figure`
  margin: 0;
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface-subtle);
  overflow: hidden;
`;

const Header = styled.figcaption`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 36px;
  padding: 0 var(--space-1) 0 var(--space-3);
  border-bottom: var(--border-width) solid var(--color-border);
  background: var(--color-surface);
  font-size: var(--font-size-meta);
  line-height: var(--line-height-meta);
  font-weight: var(--font-weight-medium);
  color: var(--color-text-muted);
`;

const Pre = styled.pre`
  margin: 0;
  padding: var(--space-3);
  overflow: auto;
  font-family: var(--font-mono);
  font-size: var(--font-size-meta);
  line-height: 18px;
  color: var(--color-text);
  tab-size: 2;

  &:focus-visible { outline: 2px solid var(--color-focus-ring); outline-offset: -2px; }
`;

/** Code in a monospace, scrollable box with a copy button (the snippet is shown as text, never run). */
export function CodeBlock({
  code,
  label,
  language,
  maxHeight = 240,
  writeText = clipboardWriteText,
  onCopied,
  resetAfterMs = 2000,
  className,
  style,
}: CodeBlockProps) {
  const { status, copy } = useCopy(code, writeText, resetAfterMs, onCopied);
  return (
    <Root className={className} style={style}>
      <Header>
        <span>{language ?? label}</span>
        <IconButton
          size="sm"
          label={
            status === 'copied'
              ? 'Copied!'
              : status === 'failed'
                ? 'Could not copy'
                : `Copy ${label.toLowerCase()}`
          }
          onClick={copy}
          data-status={status}
        >
          {status === 'copied' ? <CheckIcon /> : <CopyIcon />}
        </IconButton>
      </Header>
      {/* A scroll region must be reachable by keyboard to be scrolled without a mouse. */}
      <Pre tabIndex={0} role="region" aria-label={label} style={{ maxHeight }}>
        <code>{code}</code>
      </Pre>
      <VisuallyHidden.Root role="status">{status === 'copied' ? 'Copied!' : ''}</VisuallyHidden.Root>
    </Root>
  );
}
