import { embedMessages, fromWireDate } from '@showroom/contract';
import type { CyoaEditorEvent, cyoaEditorMachine } from '@showroom/machines';
import {
  Badge,
  Button,
  EmptyState,
  Link,
  LoadingText,
  StickyEditorHeader,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@showroom/ui';
import { useSelector } from '@xstate/react';
import * as React from 'react';
import { Link as RouterLink } from 'react-router';
import styled from 'styled-components';
import type { SnapshotFrom } from 'xstate';
import { cyoaLabels } from '../../messages.ts';
import { PromptDialogs, type PromptsSnapshot, promptsBusy } from '../../shared/PromptDialogs/index.ts';
import { RestrictedRedirectCard } from '../../shared/RestrictedRedirectCard/index.ts';
import { VerificationContentCard } from '../../shared/VerificationContentCard/index.ts';
import { type SettingsSlots, SettingsTab } from './SettingsTab.tsx';
import { StepEditor } from './StepEditor.tsx';
import { StepList } from './StepList.tsx';
import { WrapUpCard } from './WrapUpCard.tsx';

export type CyoaEditorSnapshot = SnapshotFrom<typeof cyoaEditorMachine>;

export type CyoaEditorScreenProps = {
  snapshot: CyoaEditorSnapshot;
  send: (event: CyoaEditorEvent) => void;
  /** The date a new CYOA shows in the header (the page's today; a story's fixed day). */
  today: Date;
  /** Where the 'See examples of CYOA journeys' link goes. */
  examplesUrl: string;
  /** The shared panels the page mounts with their own machines (marketplace mapping). */
  slots?: SettingsSlots;
};

const Page = styled.main`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Body = styled.div`
  padding: var(--space-4) var(--space-6) var(--space-8);
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(320px, 420px);
  gap: var(--space-6);
  align-items: start;
  padding-top: var(--space-4);

  @media (max-width: 1100px) { grid-template-columns: minmax(0, 1fr); }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  min-width: 0;
`;

const Sticky = styled(Column)`
  position: sticky;
  top: 96px;
`;

const Center = styled.div`
  display: grid;
  place-items: center;
  padding: var(--space-12);
`;

/**
 * spec 2 §2 CYOA editor: the sticky header (title, author, date, Preview, Publish or the green
 * 'Published' badge, Save), the Content tab (steps and their editors, wrap-up, verification and
 * redirect cards) and the Settings tab. A pure function of the machine's snapshot; the prompts'
 * dialogs come from its `prompts` child.
 */
export function CyoaEditorScreen({ snapshot, send, today, examplesUrl, slots }: CyoaEditorScreenProps) {
  const { context } = snapshot;
  // The prompts child's own snapshot: its dialogs open and close without the editor changing.
  const promptsRef = snapshot.children.prompts;
  const prompts = useSelector(promptsRef, (child) => child) as PromptsSnapshot | undefined;
  const demoTitles = React.useMemo(
    () => new Map(context.demos.map((demo) => [demo.id, demo.title] as const)),
    [context.demos],
  );
  if (snapshot.matches('loading'))
    return (
      <Center>
        <LoadingText>{embedMessages.loadingWidget}</LoadingText>
      </Center>
    );
  if (snapshot.matches('loadFailed') || snapshot.matches('notFound')) {
    const gone = snapshot.matches('notFound');
    return (
      <Center>
        <EmptyState
          title={gone ? cyoaLabels.notFound : cyoaLabels.loadError}
          action={
            gone ? (
              <Link asChild>
                <RouterLink to="/feature/embeds">{cyoaLabels.backToEmbeds}</RouterLink>
              </Link>
            ) : (
              <Button onClick={() => send({ type: 'retry' })}>{cyoaLabels.retry}</Button>
            )
          }
        />
      </Center>
    );
  }

  const busy = snapshot.hasTag('busy') || promptsBusy(prompts);
  const saved = context.id !== null;
  const { content, live } = context;
  const selectedStep = context.selected === null ? undefined : content.data[context.selected];
  const date = context.saved ? fromWireDate(context.saved.dateCreated) : today;
  const author = context.saved?.authorName || context.repName;
  return (
    <Page>
      <StickyEditorHeader
        title={content.name}
        onTitleChange={(value) => send({ type: 'title.change', value })}
        titleLabel={cyoaLabels.widgetName}
        titlePlaceholder={cyoaLabels.untitled}
        titleMaxLength={200}
        owner={{
          name: author,
          id: context.saved?.authorId || context.repId || author,
        }}
        date={date}
        actions={
          <>
            <Button
              onClick={() => send({ type: 'preview' })}
              disabled={!saved || busy}
              loading={snapshot.matches({ ready: 'previewing' })}
            >
              {embedMessages.preview}
            </Button>
            {live ? (
              <Badge tone="green" dot>
                {embedMessages.published}
              </Badge>
            ) : (
              <Button
                onClick={() => send({ type: 'publish' })}
                disabled={!saved || busy}
                loading={snapshot.matches({ ready: 'publishing' })}
              >
                {embedMessages.publish}
              </Button>
            )}
            <Button
              variant="primary"
              onClick={() => send({ type: 'save' })}
              disabled={busy}
              loading={snapshot.matches({ ready: 'saving' })}
            >
              {embedMessages.save}
            </Button>
          </>
        }
      />
      <Body>
        <Tabs defaultValue="content">
          <TabList aria-label={cyoaLabels.tabs}>
            <Tab value="content">{embedMessages.contentTab}</Tab>
            <Tab value="settings">{embedMessages.settingsTab}</Tab>
          </TabList>
          <TabPanel value="content">
            <Columns>
              <Column>
                <Link href={examplesUrl} target="_blank" rel="noopener noreferrer">
                  {embedMessages.seeCyoaExamples}
                </Link>
                <StepList
                  steps={content.data}
                  keys={context.keys}
                  selected={context.selected}
                  live={live}
                  wrapUp={content.setting.wrapUpScreen}
                  demoTitles={demoTitles}
                  send={send}
                />
                {content.setting.wrapUpScreen && (
                  <WrapUpCard recommendations={content.recommendations} demos={context.demos} send={send} />
                )}
                {content.setting.verifyIdentity && (
                  <VerificationContentCard
                    value={content.verificationContent}
                    onChange={(value) => send({ type: 'verification.change', value })}
                  />
                )}
                {content.setting.verifyIdentity && content.setting.redirectToRestrictedDomain && (
                  <RestrictedRedirectCard
                    title={embedMessages.redirectCard}
                    value={content.restrict}
                    demos={context.demos}
                    onChange={(value) => send({ type: 'restrict.change', value })}
                  />
                )}
              </Column>
              <Sticky>
                <StepEditor step={selectedStep} steps={content.data} demos={context.demos} send={send} />
              </Sticky>
            </Columns>
          </TabPanel>
          <TabPanel value="settings">
            <SettingsTab snapshot={snapshot} send={send} slots={slots} />
          </TabPanel>
        </Tabs>
      </Body>
      <PromptDialogs snapshot={prompts} send={(event) => promptsRef?.send(event)} />
    </Page>
  );
}
