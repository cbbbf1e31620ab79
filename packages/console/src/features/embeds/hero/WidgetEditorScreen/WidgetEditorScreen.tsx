import { fromWireDate, type GatingOptionName } from '@showroom/contract';
import type {
  PublishPromptsEvent,
  publishPromptsMachine,
  WidgetEditorEvent,
  WidgetEditorMachine,
} from '@showroom/machines';
import { canPublishWidget, canSaveWidget } from '@showroom/machines';
import { Button, EmptyState, Link, LoadingText, Switch, Tab, TabList, TabPanel, Tabs } from '@showroom/ui';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import styled from 'styled-components';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { editorLabels, embedMessages } from '../../messages.ts';
import { EditorHeader } from '../../shared/EditorHeader/index.ts';
import { GatingPanel } from '../../shared/GatingPanel/index.ts';
import { PromptDialogs, promptsBusy } from '../../shared/PromptDialogs/index.ts';

export type WidgetEditorSnapshot = SnapshotFrom<WidgetEditorMachine>;
export type WidgetEditorSend = (event: WidgetEditorEvent) => void;

const Page = styled.div`
  display: grid;
  align-content: start;
  min-height: 100%;
`;

const Body = styled.div`
  display: grid;
  gap: var(--space-6);
  padding: var(--space-4) var(--space-6) var(--space-10);
`;

/** The settings beside their live preview (spec: "a live preview of the teaser and launch button"). */
const SettingsLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(280px, 360px);
  gap: var(--space-8);
  align-items: start;

  @media (max-width: 960px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Column = styled.div`
  display: grid;
  gap: var(--space-5);
  align-content: start;
  max-width: 720px;
`;

export const Section = styled.section`
  display: grid;
  gap: var(--space-3);
`;

export const SectionHeading = styled.h3`
  font-size: var(--font-size-h3);
  font-weight: var(--font-weight-semibold);
  color: var(--color-text);
`;

const Sticky = styled.div`
  position: sticky;
  top: var(--space-20);
`;

const loadingText = { hero: embedMessages.loadingHero, solo: embedMessages.loadingSolo } as const;

/** The prompts child's dialogs, drawn from its own snapshot (the editor's does not change with it). */
function Prompts({ actor }: { actor: ActorRefFrom<typeof publishPromptsMachine> }) {
  const snapshot = useSelector(actor, (state) => state);
  return <PromptDialogs snapshot={snapshot} send={(event: PublishPromptsEvent) => actor.send(event)} />;
}

function usePromptsBusy(actor: ActorRefFrom<typeof publishPromptsMachine> | undefined) {
  return useSelector(actor, (state) => promptsBusy(state)) ?? false;
}

export type WidgetEditorScreenProps = {
  snapshot: WidgetEditorSnapshot;
  send: WidgetEditorSend;
  /** The kind's Content tab (Hero: demo, headline, body, link; Solo: the demo). */
  content: ReactNode;
  /** The kind's Teaser style and Launch button sections. */
  teaser: ReactNode;
  /** The live preview of the teaser and launch button. */
  preview?: ReactNode;
  /** The marketplace mapping panel (issue 29 B.5: spec 2 §2 ties it to no one kind), under the teaser. */
  marketplace?: ReactNode;
};

/**
 * spec 2 §2 Hero and Solo editors, the frame both share: the sticky header (editable title,
 * creator, date, Preview, Publish / Published, Save), the Content and Settings tabs, and the
 * publish prompts. The kind draws its own Content tab and teaser sections into it. Pure: a
 * picture of the machine's snapshot; the prompts child's dialogs of its own.
 */
export function WidgetEditorScreen({
  snapshot,
  send,
  content,
  teaser,
  preview,
  marketplace,
}: WidgetEditorScreenProps) {
  const { context } = snapshot;
  const prompts = snapshot.children.prompts as ActorRefFrom<typeof publishPromptsMachine> | undefined;
  const busy = usePromptsBusy(prompts);
  if (snapshot.matches('loading')) {
    return <LoadingText block>{loadingText[context.kind]}</LoadingText>;
  }
  if (snapshot.matches('loadFailed') || snapshot.matches('notFound')) {
    const notFound = snapshot.matches('notFound');
    return (
      <EmptyState
        title={notFound ? editorLabels.notFound : editorLabels.loadError}
        action={
          notFound ? (
            <Link asChild>
              <RouterLink to="/feature/embeds">{editorLabels.backToEmbeds}</RouterLink>
            </Link>
          ) : (
            <Button onClick={() => send({ type: 'retry' })}>{editorLabels.retry}</Button>
          )
        }
      />
    );
  }
  const { values, errors, touched, settings } = context;
  const submitting = snapshot.matches({ editing: 'submitting' }) || busy;
  const live = context.live === 1;
  const date = context.meta.dateCreated ? fromWireDate(context.meta.dateCreated) : new Date();
  // Issue 29 B.10: after 'Error uploading thumbnail' Save and Publish say why they wait.
  const firstError =
    Object.values(errors).find(Boolean) ??
    (context.thumbnailUnreadable ? embedMessages.errorUploadingThumbnail : undefined);
  return (
    <Page>
      <EditorHeader
        title={values.name}
        onTitleChange={(value) => send({ type: 'field.change', field: 'name', value })}
        titleLabel={editorLabels.titleLabel}
        titlePlaceholder={editorLabels.titlePlaceholder}
        titleError={touched.name ? errors.name : undefined}
        ownerName={context.meta.salesrepName}
        ownerId={context.meta.salesrepId}
        date={Number.isNaN(date.getTime()) ? new Date() : date}
        onSave={() => send({ type: 'save' })}
        // Enter in a field asks to save even while Save is off: what is missing says 'Incomplete Data'.
        saveOnEnter
        live={live}
        labels={embedMessages}
        preview={{
          disabled: context.id === null,
          loading: snapshot.matches({ editing: 'previewing' }),
          onClick: () => send({ type: 'preview' }),
        }}
        publish={{
          disabled: !canPublishWidget(context) || submitting,
          disabledReason: firstError,
          onClick: () => send({ type: 'publish' }),
        }}
        save={{
          disabled: !canSaveWidget(context) || submitting,
          disabledReason: firstError,
          loading: submitting,
        }}
      />
      <Body>
        <Tabs
          value={context.tab}
          onValueChange={(tab) => send({ type: 'tab.select', tab: tab as 'content' })}
        >
          <TabList aria-label={editorLabels.editorTabs}>
            <Tab value="content">{embedMessages.contentTab}</Tab>
            <Tab value="settings">{embedMessages.settingsTab}</Tab>
          </TabList>
          <TabPanel value="content">
            <Column>{content}</Column>
          </TabPanel>
          <TabPanel value="settings">
            <SettingsLayout>
              <Column>
                <Section aria-labelledby="widget-general">
                  <SectionHeading id="widget-general">{editorLabels.general}</SectionHeading>
                  <Switch
                    label={editorLabels.mutedOnLaunch}
                    checked={values.is_muted === 1}
                    onCheckedChange={(on) =>
                      send({ type: 'field.change', field: 'is_muted', value: on ? 1 : 0 })
                    }
                  />
                  {/* Issue 29 B.10: the player's controls are General's, before the gating panel's
                      'Identity verification' heading, so they never read as one of its options. */}
                  <Switch
                    label={editorLabels.showControls}
                    checked={values.show_controls === 1}
                    onCheckedChange={(on) =>
                      send({ type: 'field.change', field: 'show_controls', value: on ? 1 : 0 })
                    }
                  />
                  {settings && (
                    <GatingPanel
                      values={values}
                      settings={settings}
                      onToggle={(option: GatingOptionName, on: boolean) =>
                        send({ type: 'gating.toggle', option, on })
                      }
                    />
                  )}
                </Section>
                {teaser}
                {marketplace}
              </Column>
              {preview && (
                <Sticky>
                  <Section aria-label={editorLabels.livePreview}>{preview}</Section>
                </Sticky>
              )}
            </SettingsLayout>
          </TabPanel>
        </Tabs>
      </Body>
      {prompts && <Prompts actor={prompts} />}
    </Page>
  );
}
