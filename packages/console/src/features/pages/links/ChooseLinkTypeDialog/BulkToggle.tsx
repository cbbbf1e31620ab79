import type { LinkGenerationEvent } from '@showroom/machines';
import { Checkbox } from '@showroom/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { linkLabels } from '../messages.ts';
import type { LinkGenerationSnapshot } from './ChooseLinkTypeDialog.tsx';
import { UpgradeImage } from './UpgradeImage.tsx';

type Props = { snapshot: LinkGenerationSnapshot; send: (event: LinkGenerationEvent) => void };

const Locked = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  padding: var(--space-3);
  border: var(--border-width) solid var(--amber-6);
  border-radius: var(--radius-md);
  background: var(--amber-2);
`;

const Stack = styled.div`
  display: grid;
  gap: var(--space-1);
`;

const Note = styled.p`
  margin: 0;
  color: var(--color-text-muted);
`;

/**
 * §2.9 the bulk-generate checkbox; §6 without page.url.bulkGenerate.enable it is locked, with the
 * upgrade image and why.
 */
export function BulkToggle({ snapshot, send }: Props) {
  const on = snapshot.matches({ outbound: 'bulk' });
  const noteId = useId();
  if (!snapshot.context.bulkAllowed) {
    return (
      <Locked>
        <UpgradeImage label={linkLabels.upgradeImage} />
        <Stack>
          <Checkbox label={linkLabels.bulkGenerate} checked={false} disabled aria-describedby={noteId} />
          <Note id={noteId}>{linkLabels.bulkLocked}</Note>
        </Stack>
      </Locked>
    );
  }
  return (
    <Checkbox
      label={linkLabels.bulkGenerate}
      checked={on}
      disabled={snapshot.hasTag('busy')}
      onCheckedChange={(checked) => send({ type: 'bulk.toggle', on: checked === true })}
    />
  );
}
