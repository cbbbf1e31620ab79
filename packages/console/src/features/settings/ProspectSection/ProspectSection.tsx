import { prospectSettingsMessages as text } from '@showroom/contract';
import type { ProspectSettingsMachine } from '@showroom/machines';
import {
  Button,
  Checkbox,
  CopyField,
  EmptyState,
  FormError,
  Spinner,
  TextArea,
  TextField,
} from '@showroom/ui';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { Actions, Section } from '../SettingsScreen/layout.ts';

export type ProspectSectionProps = {
  snapshot: SnapshotFrom<ProspectSettingsMachine>;
  send: (event: EventFrom<ProspectSettingsMachine>) => void;
};

/**
 * The settings screen's prospect panel (issue 12): the sites allowed to embed the company's
 * widgets (one origin a line; none means any site), the gate's webhook address, and its signing
 * secret (shown once, right after the save that made it). A pure function of the machine.
 */
export function ProspectSection({ snapshot, send }: ProspectSectionProps) {
  if (snapshot.matches('loading')) {
    return (
      <Section aria-label={text.title}>
        <h2>{text.title}</h2>
        <Spinner label={text.loading} />
      </Section>
    );
  }
  if (snapshot.matches('loadFailed')) {
    return (
      <Section aria-label={text.title}>
        <h2>{text.title}</h2>
        <EmptyState
          role="alert"
          title={text.loadFailed}
          action={<Button onClick={() => send({ type: 'retry' })}>{text.retry}</Button>}
        />
      </Section>
    );
  }
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const shownSecret = snapshot.matches('saved') && context.secret !== '';
  const failed = snapshot.matches('saveFailed');
  return (
    <Section aria-label={text.title}>
      <h2>{text.title}</h2>
      <form
        noValidate
        aria-label={text.title}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'save' });
        }}
        style={{ display: 'grid', gap: 'var(--space-4)' }}
      >
        <TextArea
          label={text.allowedSitesLabel}
          helpText={text.allowedSitesHint}
          error={context.errors.allowedSites}
          rows={4}
          spellCheck={false}
          placeholder="https://www.example.com"
          value={context.sites}
          onChange={(event) => send({ type: 'sites.change', value: event.currentTarget.value })}
        />
        <TextField
          label={text.webhookLabel}
          helpText={text.webhookHint}
          error={context.errors.webhookUrl}
          type="url"
          spellCheck={false}
          placeholder="https://crm.example.com/hooks/showroom"
          value={context.webhookUrl}
          onChange={(event) => send({ type: 'webhook.change', value: event.currentTarget.value })}
        />
        {shownSecret ? (
          <div role="status" style={{ display: 'grid', gap: 'var(--space-2)' }}>
            <p>{text.secretShown}</p>
            <CopyField label={text.secretLabel} value={context.secret} copyLabel={text.copySecret} />
          </div>
        ) : (
          <p>{context.saved?.hasSecret ? text.secretSet : text.secretNone}</p>
        )}
        {context.saved?.hasSecret ? (
          <Checkbox
            label={text.regenerate}
            checked={context.regenerate}
            onCheckedChange={(checked) => send({ type: 'regenerate.change', value: checked === true })}
          />
        ) : null}
        {failed ? <FormError>{context.failure || text.saveFailed}</FormError> : null}
        <Actions>
          <Button type="submit" variant="primary" loading={busy}>
            {busy ? text.saving : text.save}
          </Button>
        </Actions>
      </form>
    </Section>
  );
}
