import { embedConstants, embedMessages, hasExtension } from '@showroom/contract';
import { Button, FormError } from '@showroom/ui';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { sharedLabels } from '../../messages.ts';

export type ImagePickerProps = {
  label: string;
  /** The accepted extensions (the contract's thumbnailExtensions or iconExtensions). */
  extensions: readonly string[];
  /** The chosen or stored image's address, or null. */
  preview: string | null;
  onFile: (file: File) => void;
  /** Offered when given: the image goes (a custom thumbnail back to Default). */
  onClear?: () => void;
  /** The editor's own problem with the file, if it has one. */
  error?: string;
  /** The preview's box, in px. */
  box?: { width: number; height: number };
  /** The chosen file could not be read as a picture ('Error uploading thumbnail'): the editor drops it. */
  onUnreadable?: () => void;
};

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  flex-wrap: wrap;
`;

const Preview = styled.img`
  object-fit: cover;
  border-radius: var(--radius-sm);
  border: var(--border-width) solid var(--color-border);
  background: var(--slate-3);
`;

const Hidden = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Label = styled.legend`
  padding: 0;
  margin-bottom: var(--space-2);
  font-size: var(--font-size-body);
  font-weight: var(--font-weight-medium);
  color: var(--color-text);
`;

/**
 * One image to upload (spec 2 §5 custom thumbnail and custom icon): exactly one file with an
 * accepted extension, else 'Invalid file extension' and the file is dropped (the input is
 * cleared, so the same file can be chosen again). What passes goes to the editor.
 */
export function ImagePicker({
  label,
  extensions,
  preview,
  onFile,
  onClear,
  error,
  box,
  onUnreadable,
}: ImagePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;
  return (
    <Fieldset>
      <Label>{label}</Label>
      <Row>
        {preview && (
          <Preview
            src={preview}
            alt=""
            width={box?.width ?? 117}
            height={box?.height ?? 66}
            // A chosen file (a blob address) that the browser cannot read as a picture: spec 2 §8
            // 'Error uploading thumbnail'. A stored image that fails to load is not the rep's upload.
            onError={() => {
              if (!preview.startsWith('blob:')) return;
              setProblem(embedMessages.errorUploadingThumbnail);
              onUnreadable?.();
            }}
          />
        )}
        <Button aria-describedby={shown ? `${id}-error` : undefined} onClick={() => input.current?.click()}>
          {preview ? sharedLabels.replaceImage : sharedLabels.chooseImage}
        </Button>
        {preview && onClear && (
          <Button variant="link" onClick={onClear}>
            {sharedLabels.clearImage}
          </Button>
        )}
        <Hidden
          ref={input}
          type="file"
          tabIndex={-1}
          aria-label={label}
          accept={extensions.join(',')}
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            event.currentTarget.value = '';
            const [file] = files;
            if (files.length !== 1 || !file || !hasExtension(file.name, extensions)) {
              setProblem(embedMessages.invalidFileExtension);
              return;
            }
            if (file.size > embedConstants.maxImageBytes) {
              setProblem(sharedLabels.imageTooLarge);
              return;
            }
            setProblem(null);
            onFile(file);
          }}
        />
      </Row>
      {shown && <FormError id={`${id}-error`}>{shown}</FormError>}
    </Fieldset>
  );
}
