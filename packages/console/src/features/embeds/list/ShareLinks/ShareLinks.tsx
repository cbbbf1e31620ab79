import type { ShareLinksEvent, ShareLinksMachine } from '@showroom/machines';
import { Button, FormError } from '@showroom/ui';
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import type { SnapshotFrom } from 'xstate';
import { listLabels } from '../../messages.ts';
import { formatEmbedDate } from '../format.ts';

export type ShareLinksProps = {
  snapshot: SnapshotFrom<ShareLinksMachine> | undefined;
  send: (event: ShareLinksEvent) => void;
};

const Section = styled.section`
  display: grid;
  gap: var(--space-2);
  padding-top: var(--space-4);
  border-top: var(--border-width) solid var(--color-border);
`;

const Heading = styled.h3`
  font-size: var(--font-size-small);
  font-weight: var(--font-weight-semibold);
`;

const Note = styled.p`
  color: var(--color-text-muted);
  font-size: var(--font-size-meta);
  line-height: var(--line-height-meta);
`;

const Rows = styled.ul`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--space-3);
    font-size: var(--font-size-small);
  }
`;

/**
 * Issue 29 B.4 (shared/spec README decision 8): the widget's active share links in the share
 * dialog, each with when and by whom it was made and Revoke; a revoked link leaves the list and
 * its page stops working at once. Pure: a picture of the share-links machine's snapshot.
 */
export function ShareLinks({ snapshot, send }: ShareLinksProps) {
  const headingId = useId();
  if (!snapshot) return null;
  const { links, revoking, revokeFailed } = snapshot.context;
  let body: ReactNode;
  if (snapshot.matches('loading')) body = <Note role="status">{listLabels.linksLoading}</Note>;
  else if (snapshot.matches('loadFailed'))
    body = (
      <>
        <FormError>{listLabels.linksLoadFailed}</FormError>
        <div>
          <Button size="sm" onClick={() => send({ type: 'refresh' })}>
            {listLabels.retry}
          </Button>
        </div>
      </>
    );
  else if (links.length === 0) body = <Note>{listLabels.noActiveLinks}</Note>;
  else
    body = (
      <Rows>
        {links.map((link) => {
          const date = formatEmbedDate(link.date_created);
          return (
            <li key={link.shareId}>
              <span>{listLabels.linkMade(date, link.salesrep_name)}</span>
              <Button
                size="sm"
                variant="danger"
                aria-label={listLabels.revokeLink(date, link.salesrep_name)}
                loading={revoking === link.shareId}
                disabled={revoking !== null}
                onClick={() => send({ type: 'revoke', shareId: link.shareId })}
              >
                {listLabels.revoke}
              </Button>
            </li>
          );
        })}
      </Rows>
    );
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{listLabels.activeLinks}</Heading>
      {body}
      {revokeFailed && <FormError>{listLabels.revokeFailed}</FormError>}
    </Section>
  );
}
