import { type EmbedStyle, fromWireDate, type LayoutStyle, pageMessages as m } from '@showroom/contract';
import {
  type PageEditorEvent,
  type PageEditorMachine,
  type PageEditorTab,
  type PublishPromptsEvent,
  pageEditorTabs,
  type publishPromptsMachine,
} from '@showroom/machines';
import { Button, EmptyState, Link, LoadingText, Tab, TabList, TabPanel, Tabs } from '@showroom/ui';
import { useSelector } from '@xstate/react';
import type * as React from 'react';
import { Link as RouterLink } from 'react-router';
import styled from 'styled-components';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { EditorHeader } from '../../../embeds/shared/EditorHeader/index.ts';
import { PromptDialogs, type PromptText, promptsBusy } from '../../../embeds/shared/PromptDialogs/index.ts';
import { pageLabels } from '../../messages.ts';
import { MappingTab, QuestionsTab } from '../../rules/index.ts';
import { VerificationContentCard } from '../VerificationContentCard/index.ts';
import { EmbedLayoutTab } from './EmbedLayoutTab.tsx';
import { LayoutTab } from './LayoutTab.tsx';
import { Column, Section, SectionHeading } from './parts.ts';
import { SettingsTab } from './SettingsTab.tsx';

export type PageEditorSnapshot = SnapshotFrom<PageEditorMachine>;

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

const Unsaved = styled.span`
  align-self: center;
  color: var(--color-text-muted);
  font-size: var(--font-size-meta);
`;

const tabLabels: Record<PageEditorTab, string> = {
  layout: m.tabLayout,
  questions: m.tabQuestions,
  mapping: m.tabMapping,
  settings: m.tabSettings,
};

type PromptsRef = ActorRefFrom<typeof publishPromptsMachine>;

/**
 * spec 3 §2.10 Dialogs and §4.3 in the embeds' prompt dialogs: Confirm Publish; Confirm Save on a
 * live page ('changes go live instantly'); on an unpublished page the save-before-publish notice
 * ('changes won't go live until you publish') with its don't-show-again box.
 */
const pagePromptText: PromptText = {
  publishTitle: m.confirmPublish,
  publishBody: pageLabels.publishBody,
  liveSaveTitle: m.confirmSave,
  liveSaveBody: pageLabels.liveSaveBody,
  saveBeforePublishTitle: m.confirmSave,
  saveBeforePublishBody: pageLabels.saveBeforePublishBody,
  neverShowAgain: pageLabels.neverShowAgain,
  publish: m.publish,
  save: m.save,
  cancel: m.cancel,
};

/** The prompts child's dialogs, drawn from its own snapshot. */
function Prompts({ actor }: { actor: PromptsRef }) {
  const snapshot = useSelector(actor, (state) => state);
  return (
    <PromptDialogs
      snapshot={snapshot}
      send={(event: PublishPromptsEvent) => actor.send(event)}
      text={pagePromptText}
    />
  );
}

export type PageEditorScreenProps = {
  snapshot: PageEditorSnapshot;
  send: (event: PageEditorEvent) => void;
  /** The page's thumbnail card (issue 29, D.6), run by its own machine; shown in Settings. */
  thumbnail?: React.ReactNode;
};

/**
 * spec 3 §2.10 Page editor: the header (editable title, owner, today's date, Preview, Publish only
 * while the page is not live, else a disabled 'Published', and Save), the tabs of the page's type
 * (Layout, Questions and Mapping for Q&A, Settings) and the publish prompts. A pure picture of the
 * machine's snapshot.
 */
export function PageEditorScreen({ snapshot, send, thumbnail }: PageEditorScreenProps) {
  const { context } = snapshot;
  const prompts = snapshot.children.prompts as PromptsRef | undefined;
  const promptsWorking = useSelector(prompts, (state) => promptsBusy(state)) ?? false;
  if (snapshot.matches('loading')) return <LoadingText block>{pageLabels.loading}</LoadingText>;
  if (snapshot.matches('loadFailed') || snapshot.matches('notFound')) {
    const notFound = snapshot.matches('notFound');
    return (
      <EmptyState
        title={notFound ? pageLabels.notFound : m.couldNotRetrieve}
        action={
          notFound ? (
            <Link asChild>
              <RouterLink to="/feature/page/">{pageLabels.backToPages}</RouterLink>
            </Link>
          ) : (
            <Button onClick={() => send({ type: 'retry' })}>{pageLabels.retry}</Button>
          )
        }
      />
    );
  }
  const { style, type } = context;
  const busy = snapshot.hasTag('busy') || promptsWorking || snapshot.matches('published');
  const live = context.live === 1;
  const today = fromWireDate(context.today);
  const tabs = pageEditorTabs(type);
  const gated = style.settings.verifyIdentity;
  const questions = { questions: context.form.questions };
  return (
    <Page>
      <EditorHeader
        title={context.title}
        onTitleChange={(value) => send({ type: 'title.change', value })}
        titleLabel={pageLabels.titleLabel}
        titlePlaceholder={pageLabels.titlePlaceholder}
        ownerName={context.ownerName}
        ownerId={context.ownerId || undefined}
        date={Number.isNaN(today.getTime()) ? new Date(0) : today}
        onSave={() => send({ type: 'save' })}
        status={context.dirty && <Unsaved role="status">{pageLabels.unsaved}</Unsaved>}
        live={live}
        labels={m}
        preview={{
          disabled: busy,
          loading: snapshot.matches({ editing: 'previewing' }),
          onClick: () => send({ type: 'preview' }),
        }}
        publish={{ disabled: busy, onClick: () => send({ type: 'publish' }) }}
        save={{ disabled: !context.dirty || busy, loading: busy && !live && snapshot.hasTag('busy') }}
      />
      <Body>
        <Tabs
          value={context.tab}
          onValueChange={(tab) => send({ type: 'tab.select', tab: tab as PageEditorTab })}
        >
          <TabList aria-label={pageLabels.editorTabs}>
            {tabs.map((tab) => (
              <Tab key={tab} value={tab}>
                {tabLabels[tab]}
              </Tab>
            ))}
          </TabList>
          <TabPanel value="layout">
            <Column>
              {type === 'embed' ? (
                <EmbedLayoutTab style={style as EmbedStyle} embeds={context.embeds} send={send} />
              ) : (
                <LayoutTab
                  style={style as LayoutStyle}
                  collection={type === 'standard'}
                  demos={context.demos}
                  videos={context.videos}
                  send={send}
                />
              )}
              {gated && (
                <Section>
                  <SectionHeading>{pageLabels.verificationSection}</SectionHeading>
                  <VerificationContentCard
                    value={style.verificationContent}
                    onChange={(value) => send({ type: 'verification.change', value })}
                  />
                </Section>
              )}
            </Column>
          </TabPanel>
          {type === 'customized' && (
            <>
              <TabPanel value="questions">
                <QuestionsTab
                  value={questions}
                  onChange={(value) => send({ type: 'questions.change', questions: value.questions })}
                />
              </TabPanel>
              <TabPanel value="mapping">
                <MappingTab
                  value={context.form.mapping}
                  onChange={(rules) => send({ type: 'mapping.change', rules })}
                  questions={questions}
                  demos={context.demos}
                />
              </TabPanel>
            </>
          )}
          <TabPanel value="settings">
            {thumbnail}
            <SettingsTab style={style} plan={context.plan} demos={context.demos} send={send} />
          </TabPanel>
        </Tabs>
      </Body>
      {prompts && <Prompts actor={prompts} />}
    </Page>
  );
}
