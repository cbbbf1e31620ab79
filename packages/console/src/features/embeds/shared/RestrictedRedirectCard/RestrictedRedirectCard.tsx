import { embedConstants, embedMessages, type RestrictedRedirect } from '@showroom/contract';
import { Card, RadioGroup, Switch, TextArea, TextField } from '@showroom/ui';
import { useId } from 'react';
import { sharedLabels } from '../../messages.ts';
import type { DemoOption } from '../DemoSelect/index.ts';
import { DemoSelect } from '../DemoSelect/index.ts';
import { CardFields, CardHeading } from '../VerificationContentCard/VerificationContentCard.tsx';

export type RestrictedRedirectCardProps = {
  value: RestrictedRedirect;
  demos: readonly DemoOption[];
  onChange: (value: RestrictedRedirect) => void;
  /** The card's heading: CYOA's 'Redirect users from restricted domain to this card'. */
  title?: string;
  /** The demo select's error (the editor's rules: a demo is required when playing one). */
  demoError?: string;
};

/**
 * spec 2 §2 Restricted-redirect card (Hero, Solo, CYOA): what a visitor from a restricted domain
 * gets, either a demo to play or a message (title, description up to 400 characters with
 * TextArea's counter, and an optional primary button with its label and URL). Pure: every change goes to
 * the editor as the whole new value.
 */
export function RestrictedRedirectCard({
  value,
  demos,
  onChange,
  title = sharedLabels.redirectTitle,
  demoError,
}: RestrictedRedirectCardProps) {
  const headingId = useId();
  const message = value.message;
  const setMessage = (change: Partial<RestrictedRedirect['message']>) =>
    onChange({ ...value, message: { ...message, ...change } });
  const max = embedConstants.redirectMessageMaxLength;
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <CardHeading id={headingId}>{title}</CardHeading>
        <CardFields>
          <RadioGroup
            label={sharedLabels.redirectChoice}
            value={value.restrictType}
            onValueChange={(restrictType) =>
              onChange({ ...value, restrictType: restrictType === 'message' ? 'message' : 'demo' })
            }
            options={[
              { value: 'demo', label: embedMessages.playDemo },
              { value: 'message', label: embedMessages.showMessage },
            ]}
          />
          {value.restrictType === 'demo' ? (
            <DemoSelect
              demos={demos}
              value={value.demo}
              label={sharedLabels.redirectDemo}
              error={demoError}
              onChange={(demo) => onChange({ ...value, demo })}
            />
          ) : (
            <>
              <TextField
                label={sharedLabels.messageTitle}
                value={message.title}
                maxLength={200}
                onChange={(event) => setMessage({ title: event.currentTarget.value })}
              />
              <TextArea
                label={sharedLabels.messageDescription}
                value={message.description}
                maxLength={max}
                onChange={(event) => setMessage({ description: event.currentTarget.value })}
              />
              <Switch
                label={sharedLabels.primaryButton}
                checked={message.primaryButton}
                onCheckedChange={(primaryButton) => setMessage({ primaryButton })}
              />
              {message.primaryButton && (
                <>
                  <TextField
                    label={sharedLabels.buttonLabel}
                    value={message.buttonLabel}
                    maxLength={embedConstants.labelMaxLength}
                    onChange={(event) => setMessage({ buttonLabel: event.currentTarget.value })}
                  />
                  <TextField
                    label={sharedLabels.buttonUrl}
                    type="url"
                    value={message.URL}
                    maxLength={embedConstants.urlMaxLength}
                    onChange={(event) => setMessage({ URL: event.currentTarget.value })}
                  />
                </>
              )}
            </>
          )}
        </CardFields>
      </section>
    </Card>
  );
}
