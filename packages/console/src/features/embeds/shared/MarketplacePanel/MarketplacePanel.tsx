import type { MappingTriple } from '@showroom/contract';
import type { MarketplaceMappingEvent, marketplaceMappingMachine } from '@showroom/machines';
import { Button, Card, Dialog, LoadingText, Select } from '@showroom/ui';
import { useId } from 'react';
import styled from 'styled-components';
import type { SnapshotFrom } from 'xstate';
import { embedMessages, sharedLabels } from '../../messages.ts';

export type MarketplaceSnapshot = SnapshotFrom<typeof marketplaceMappingMachine>;

const Heading = styled.h3`
  margin-bottom: var(--space-4);
  font-size: var(--font-size-body);
  font-weight: var(--font-weight-semibold);
  color: var(--color-text);
`;

const Fields = styled.div`
  display: grid;
  gap: var(--space-4);
  justify-items: start;
  & > * { width: 100%; max-width: 420px; }
  & > button { width: auto; }
`;

const Note = styled.p`
  color: var(--color-text-muted);
  font-size: var(--font-size-body);
`;

const Comparison = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: var(--space-2) var(--space-4);
  & dt { font-weight: var(--font-weight-medium); color: var(--color-text); }
  & dd { margin: 0; color: var(--color-text); overflow-wrap: anywhere; }
`;

/** 'category | product | feature' in the catalogue's names where the lists know them. */
export function mappingText(snapshot: MarketplaceSnapshot, mapping: MappingTriple | null) {
  if (!mapping) return embedMessages.notAssigned;
  const { categories, products, features, notAssignedId } = snapshot.context;
  const category =
    categories.find((item) => item._id === mapping.category)?.external_name ?? mapping.category;
  const product = products.find((item) => item._id === mapping.productId)?.external_name ?? mapping.productId;
  const feature =
    mapping.featureId === notAssignedId
      ? embedMessages.notAssigned
      : (features.find((item) => item.featureId === mapping.featureId)?.name ?? mapping.featureId);
  return `${category} | ${product} | ${feature}`;
}

/**
 * spec 2 §2 Marketplace mapping panel, a pure picture of the marketplaceMapping machine: the
 * three selects (category, product, feature with Not Assigned first and 'not supported' ones
 * marked) and Save; the 'Confirm Save' dialog with Previous and New and Ok; 'Only available for
 * active embdeds' for a draft and 'You are not authorized to view this page.' without the flag.
 */
export function MarketplacePanel({
  snapshot,
  send,
}: {
  snapshot: MarketplaceSnapshot;
  send: (event: MarketplaceMappingEvent) => void;
}) {
  const headingId = useId();
  const { context } = snapshot;
  const body = (() => {
    if (snapshot.matches('notAuthorized')) return <Note>{embedMessages.notAuthorized}</Note>;
    if (snapshot.matches('inactive')) return <Note>{embedMessages.onlyActive}</Note>;
    if (snapshot.matches('loadingCategories'))
      return <LoadingText>{sharedLabels.loadingCatalogue}</LoadingText>;
    if (snapshot.matches('categoriesFailed'))
      return (
        <Fields>
          <Note role="alert">{embedMessages.errorLoadingCategories}</Note>
          <Button onClick={() => send({ type: 'retry' })}>{sharedLabels.tryAgain}</Button>
        </Fields>
      );
    const saving = snapshot.matches({ ready: 'saving' });
    const busy = !snapshot.matches({ ready: 'idle' });
    return (
      <Fields>
        <Select
          label={sharedLabels.category}
          value={context.category}
          disabled={saving}
          options={context.categories.map((item) => ({ value: item._id, label: item.external_name }))}
          onValueChange={(id) => send({ type: 'category.change', id })}
        />
        <Select
          label={sharedLabels.product}
          value={context.product}
          disabled={saving || context.category === ''}
          options={context.products.map((item) => ({ value: item._id, label: item.external_name }))}
          onValueChange={(id) => send({ type: 'product.change', id })}
        />
        <Select
          label={sharedLabels.feature}
          value={context.feature}
          disabled={busy || context.product === ''}
          options={[
            { value: context.notAssignedId, label: embedMessages.notAssigned },
            ...context.features.map((item) => ({
              value: item.featureId,
              label: item.notSupported ? `${item.name} (${embedMessages.notSupported})` : item.name,
            })),
          ]}
          onValueChange={(id) => send({ type: 'feature.change', id })}
        />
        <Button
          variant="primary"
          loading={saving}
          disabled={busy && !saving}
          onClick={() => send({ type: 'save' })}
        >
          {embedMessages.save}
        </Button>
      </Fields>
    );
  })();
  const comparison = context.comparison;
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <Heading id={headingId}>{sharedLabels.marketplaceTitle}</Heading>
        {body}
      </section>
      <Dialog
        open={snapshot.matches({ ready: 'confirming' })}
        onOpenChange={(open) => {
          // The dialog informs; closing it is its Ok.
          if (!open) send({ type: 'ok' });
        }}
        size="sm"
        title={embedMessages.confirmSave}
        description={embedMessages.mappingNotLiveYet}
        closeLabel={sharedLabels.close}
        footer={
          <Button variant="primary" onClick={() => send({ type: 'ok' })}>
            {embedMessages.ok}
          </Button>
        }
      >
        {comparison && (
          <Comparison>
            <dt>{embedMessages.previousMapping}</dt>
            <dd>{mappingText(snapshot, comparison.previous)}</dd>
            <dt>{embedMessages.newMapping}</dt>
            <dd>{mappingText(snapshot, comparison.next)}</dd>
          </Comparison>
        )}
        {comparison?.displaced && <p>{sharedLabels.losesMapping(comparison.displaced.name)}</p>}
      </Dialog>
    </Card>
  );
}
