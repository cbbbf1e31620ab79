import * as React from 'react';
import styled from 'styled-components';
import { Button } from '../Button/index.ts';

export type FileRejection = { file: File; message: string };

export type FileDropzoneMessages = {
  /** A file whose extension is not in `accept`, e.g. 'Invalid file extension'. */
  invalidExtension: string;
  /** More files than `maxFiles`. */
  tooManyFiles: string;
  /** A file over `maxSize`. */
  tooLarge: string;
};

export type FileDropzoneProps = {
  /** Names the drop area and the file input, e.g. 'Contact list'. */
  label: string;
  /** Allowed extensions with their dot, e.g. ['.csv'] or ['.jpg', '.jpeg', '.png']; all when absent. */
  accept?: string[];
  /** Most files taken at once (1 for a CSV upload); extra files are rejected. */
  maxFiles?: number;
  /** Largest file in bytes. */
  maxSize?: number;
  /** The caller's wording for each rejection (the spec's strings). */
  messages: FileDropzoneMessages;
  /** Called after every pick or drop with the files that passed and the ones that did not. */
  onFiles: (accepted: File[], rejected: FileRejection[]) => void;
  /** The text on the choose button. */
  buttonLabel?: string;
  /** A line under the prompt, e.g. 'CSV, one file'. */
  hint?: string;
  disabled?: boolean;
  className?: string;
  style?: React.CSSProperties;
};

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/** Splits files into accepted and rejected by extension, count and size, in that order. */
export function checkFiles(
  files: File[],
  {
    accept,
    maxFiles,
    maxSize,
    messages,
  }: Pick<FileDropzoneProps, 'accept' | 'maxFiles' | 'maxSize' | 'messages'>,
): { accepted: File[]; rejected: FileRejection[] } {
  const allowed = accept?.map((ext) => ext.toLowerCase());
  const accepted: File[] = [];
  const rejected: FileRejection[] = [];
  for (const file of files) {
    if (allowed && !allowed.includes(extensionOf(file.name))) {
      rejected.push({ file, message: messages.invalidExtension });
    } else if (maxSize !== undefined && file.size > maxSize) {
      rejected.push({ file, message: messages.tooLarge });
    } else if (maxFiles !== undefined && accepted.length >= maxFiles) {
      rejected.push({ file, message: messages.tooManyFiles });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, rejected };
}

const Zone = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--space-2);
  padding: var(--space-8) var(--space-6);
  border: 1.5px dashed var(--color-border-strong);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  text-align: center;
  transition-property: border-color, background-color;
  transition-duration: var(--motion-fast);
  transition-timing-function: var(--motion-ease-out);

  &[data-dragging] { border-color: var(--color-accent); background: var(--blue-2); }
  &[data-disabled] { background: var(--color-surface-subtle); border-color: var(--color-border); }
`;

const Icon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: var(--radius-full);
  background: var(--color-surface-subtle);
  color: var(--color-text-muted);

  & svg { width: 20px; height: 20px; }
  [data-dragging] > & { background: var(--blue-3); color: var(--color-accent); }
`;

const Prompt = styled.p`
  font-size: var(--font-size-body);
  line-height: var(--line-height-body);
  font-weight: var(--font-weight-medium);
  color: var(--color-text);
`;

const Hint = styled.p`
  font-size: var(--font-size-meta);
  line-height: var(--line-height-meta);
  color: var(--color-text-muted);
`;

const Hidden = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
`;

/**
 * Takes files by drag-and-drop or through a button (the keyboard way), checks them against the
 * allowed extensions, a count and a size, and reports what passed and what did not; the caller
 * shows its own messages for the rejections (the spec's 'Invalid file extension').
 */
export function FileDropzone({
  label,
  accept,
  maxFiles,
  maxSize,
  messages,
  onFiles,
  buttonLabel = 'Choose file',
  hint,
  disabled = false,
  className,
  style,
}: FileDropzoneProps) {
  const id = React.useId();
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = React.useState(false);
  // dragenter/dragleave fire for every child crossed; count them to know when the pointer left.
  const depth = React.useRef(0);

  const take = (list: FileList | null) => {
    if (!list || disabled) return;
    const { accepted, rejected } = checkFiles(Array.from(list), { accept, maxFiles, maxSize, messages });
    onFiles(accepted, rejected);
  };

  return (
    <Zone
      role="group"
      aria-labelledby={`${id}-prompt`}
      aria-describedby={hint ? `${id}-hint` : undefined}
      className={className}
      style={style}
      data-dragging={dragging ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      onDragEnter={(event) => {
        event.preventDefault();
        depth.current += 1;
        if (!disabled) setDragging(true);
      }}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        depth.current = 0;
        setDragging(false);
        take(event.dataTransfer.files);
      }}
    >
      <Icon aria-hidden>
        <svg viewBox="0 0 20 20" fill="none" aria-hidden focusable="false">
          <path
            d="M10 13V3.5m0 0L6.25 7.25M10 3.5l3.75 3.75"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <path
            d="M3.5 12.5v2.25c0 .97.78 1.75 1.75 1.75h9.5c.97 0 1.75-.78 1.75-1.75V12.5"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
          />
        </svg>
      </Icon>
      <Prompt id={`${id}-prompt`}>
        {label}: drop {maxFiles === 1 ? 'a file' : 'files'} here or
      </Prompt>
      <Hidden
        ref={inputRef}
        id={`${id}-input`}
        type="file"
        tabIndex={-1}
        aria-label={label}
        accept={accept?.join(',')}
        multiple={maxFiles !== 1}
        disabled={disabled}
        onChange={(event) => {
          take(event.currentTarget.files);
          // Lets the same file be chosen again after a rejection.
          event.currentTarget.value = '';
        }}
      />
      <Button size="sm" disabled={disabled} onClick={() => inputRef.current?.click()}>
        {buttonLabel}
      </Button>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
    </Zone>
  );
}
