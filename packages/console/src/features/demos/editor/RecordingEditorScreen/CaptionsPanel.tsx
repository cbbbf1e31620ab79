import { demoStatusMessages } from '@showroom/contract';
import type { RecordingEditorEvent } from '@showroom/machines';
import { Button, Spinner } from '@showroom/ui';
import * as React from 'react';
import styled from 'styled-components';
import { editorLabels } from '../../messages/editor.ts';

const Panel = styled.section`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  flex-wrap: wrap;
  padding: var(--space-3) var(--space-4);
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface);
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1 1 240px;
  gap: 2px;

  & > h2 { margin: 0; font-size: var(--font-size-body); font-weight: var(--font-weight-semibold); }
  & > p { margin: 0; color: var(--color-text-muted); font-size: var(--font-size-meta); line-height: var(--line-height-meta); }
`;

export type CaptionsPanelProps = {
  /** The attached track's address, or '' for none. */
  captions: string;
  busy: boolean;
  send: (event: RecordingEditorEvent) => void;
};

/**
 * Captions of the demo (issue 10): a WebVTT track prospects who cannot hear the demo can follow.
 * Upload one (the server checks it is WebVTT by its bytes) or remove it.
 */
export function CaptionsPanel({ captions, busy, send }: CaptionsPanelProps) {
  const input = React.useRef<HTMLInputElement>(null);
  return (
    <Panel aria-labelledby="captions-heading" aria-busy={busy || undefined}>
      <Text>
        <h2 id="captions-heading">{demoStatusMessages.captions}</h2>
        <p>
          {captions ? editorLabels.captionsAttached : editorLabels.captionsNone}. {editorLabels.captionsHint}
        </p>
      </Text>
      {busy && <Spinner size="sm" />}
      <input
        ref={input}
        type="file"
        accept=".vtt,.srt,text/vtt,application/x-subrip"
        hidden
        aria-label={demoStatusMessages.uploadCaptions}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) send({ type: 'captions.upload', file, name: file.name });
        }}
      />
      <Button type="button" variant="secondary" disabled={busy} onClick={() => input.current?.click()}>
        {demoStatusMessages.uploadCaptions}
      </Button>
      {captions && (
        <Button
          type="button"
          variant="secondary"
          disabled={busy}
          onClick={() => send({ type: 'captions.remove' })}
        >
          {demoStatusMessages.removeCaptions}
        </Button>
      )}
    </Panel>
  );
}
