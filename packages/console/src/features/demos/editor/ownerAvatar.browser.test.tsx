import { type FetchRecordingReply, recordingEditorMachine } from '@showroom/machines';
import { ThemeProvider } from '@showroom/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import { useMachine } from '@xstate/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { EditorHeader } from '../../embeds/shared/EditorHeader/EditorHeader.tsx';
import { DemoCard } from '../list/DemoCard/DemoCard.tsx';
import { sampleRecording } from './fixtures.ts';
import { RecordingEditorScreen } from './RecordingEditorScreen/RecordingEditorScreen.tsx';
import { annotationRules, recordingForm } from './rules.ts';

const recording = sampleRecording({ salesrep_name: 'Riley Morgan' });
const other = sampleRecording({
  id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  salesrep_id: 'a1b2c3d4-0000-4000-8000-000000000002',
  salesrep_name: 'Sam Okafor',
});

function Editor() {
  const [snapshot, send] = useMachine(
    recordingEditorMachine.provide({
      actors: {
        load: fromPromise<FetchRecordingReply, { id: string }>(async () => ({
          status: 'success',
          payload: [recording],
          httpStatus: 200,
        })),
      },
    }),
    { input: { id: recording.id, schema: recordingForm, rules: annotationRules } },
  );
  return <RecordingEditorScreen snapshot={snapshot} send={send} />;
}

const card = (demo = recording) => (
  <DemoCard
    recording={demo}
    onPlay={() => {}}
    onDownloadGif={() => {}}
    onClone={() => {}}
    onCopyWithoutSettings={() => {}}
    onDelete={() => {}}
  />
);

const background = (element: Element) => getComputedStyle(element).backgroundColor;

/**
 * Issue 29 B.10: one colour per rep, everywhere. In real Chromium, the colour each screen really
 * paints the same rep's avatar with (the demo list's card, the recording editor's header, an embed
 * editor's header).
 */
describe("a rep's avatar", () => {
  afterEach(cleanup);

  it('has the same colour on the demo card, in the recording editor and in an embed editor', async () => {
    render(
      <ThemeProvider>
        <MemoryRouter>
          <section aria-label="Demo list">{card()}</section>
          <section aria-label="Recording editor">
            <Editor />
          </section>
          <section aria-label="Hero editor">
            <EditorHeader
              title="Hero"
              onTitleChange={() => {}}
              titleLabel="Title"
              titlePlaceholder="Untitled"
              ownerName={recording.salesrep_name}
              ownerId={recording.salesrep_id}
              date={new Date()}
              onSave={() => {}}
              live={false}
              labels={{ preview: 'Preview', publish: 'Publish', published: 'Published', save: 'Save' }}
              preview={{ disabled: false, onClick: () => {} }}
              publish={{ disabled: false, onClick: () => {} }}
              save={{ disabled: false }}
            />
          </section>
        </MemoryRouter>
      </ThemeProvider>,
    );
    const onCard = within(screen.getByRole('region', { name: 'Demo list' })).getByRole('img', {
      name: 'Riley Morgan',
    });
    const editor = screen.getByRole('region', { name: 'Recording editor' });
    await within(editor).findByRole('textbox', { name: /title/i });
    // In the headers the name is written beside the avatar, which is hidden from assistive tech.
    const inEditor = within(within(editor).getByRole('banner')).getByRole('img', { hidden: true });
    const hero = within(screen.getByRole('region', { name: 'Hero editor' })).getByRole('banner');
    const inHero = within(hero).getByRole('img', { hidden: true });
    expect(inEditor).toHaveTextContent('R');
    expect(inHero).toHaveTextContent('R');

    const colour = background(onCard);
    expect(colour).toMatch(/^rgb/);
    expect(colour).not.toBe('rgba(0, 0, 0, 0)');
    expect(background(inEditor)).toBe(colour);
    expect(background(inHero)).toBe(colour);
    expect(getComputedStyle(inEditor).color).toBe(getComputedStyle(onCard).color);
  });

  it("differs from another rep's (the colour follows the rep, not the screen)", () => {
    render(
      <ThemeProvider>
        <MemoryRouter>
          {card()}
          {card(other)}
        </MemoryRouter>
      </ThemeProvider>,
    );
    const riley = screen.getByRole('img', { name: 'Riley Morgan' });
    const sam = screen.getByRole('img', { name: 'Sam Okafor' });
    expect(background(riley)).not.toBe(background(sam));
  });
});
