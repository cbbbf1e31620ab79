import { Teaser, type TeaserProps } from '@showroom/widgets';
import { useId } from 'react';
import styled from 'styled-components';
import { sharedLabels } from '../../messages.ts';

export type EmbedPreviewProps = Omit<TeaserProps, 'onLaunch'>;

const Panel = styled.aside`
  display: grid;
  gap: var(--space-3);
  align-content: start;
  padding: var(--space-4);
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface-subtle);
`;

const Heading = styled.h3`
  font-size: var(--font-size-small);
  font-weight: var(--font-weight-medium);
  color: var(--color-text-muted);
`;

const Stage = styled.div`
  display: grid;
  place-items: center;
  min-height: 180px;
  padding: var(--space-4);
  border-radius: var(--radius-sm);
  background: var(--color-surface);
`;

/**
 * The live preview beside an editor's settings: the teaser and launch button as a prospect will
 * see them, drawn by the same widgets components the prospect side uses, from the rep's current
 * values. A picture: nothing in it launches.
 */
export function EmbedPreview(props: EmbedPreviewProps) {
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <Heading id={headingId}>{sharedLabels.preview}</Heading>
      <Stage>
        <Teaser {...props} />
      </Stage>
    </Panel>
  );
}
