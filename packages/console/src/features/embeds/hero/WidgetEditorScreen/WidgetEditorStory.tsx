import { type EmbedSettings, exampleIds, type Hero, type Solo } from '@showroom/contract';
import {
  type CreateWidgetReply,
  type EmbedPreviewReply,
  heroEditorMachine,
  soloEditorMachine,
  type UpdateWidgetReply,
  type WidgetEditorLoaded,
  type WidgetKind,
  type WidgetSubmitRequest,
  type WidgetTab,
  type WidgetValues,
} from '@showroom/machines';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { sampleDemos, sampleSettings } from '../fixtures.ts';
import { useWidgetEditorToasts } from '../toasts.ts';
import { widgetForms } from '../widgetEditorPage.tsx';
import type { WidgetEditorSend, WidgetEditorSnapshot } from './WidgetEditorScreen.tsx';

export type WidgetEditorStoryProps = {
  kind: WidgetKind;
  /** How the load settles: never, offline, the widget gone, or with the widget (null: a new one). */
  load: 'pending' | 'offline' | 'notFound' | { widget: Hero | Solo | null };
  /** A new widget's values as the rep has filled them (the blank form otherwise). */
  filled?: Partial<WidgetValues>;
  settings?: EmbedSettings;
  promptOn?: boolean;
  tab?: WidgetTab;
  /** What fake calls answer; without an answer a call never settles. */
  createAnswer?: CreateWidgetReply | Error;
  updateAnswer?: UpdateWidgetReply | Error;
  previewAnswer?: EmbedPreviewReply | Error;
  onExisting?: (id: string) => void;
  onOptOut?: (kind: string) => void;
  onPreview?: (params: { previewId: string; id: string }) => void;
  /** What a save sends (the values the update call carries). */
  onUpdate?: (request: WidgetSubmitRequest) => void;
  screen: (snapshot: WidgetEditorSnapshot, send: WidgetEditorSend) => React.ReactNode;
};

const answer = <T,>(value: T | Error | undefined): Promise<T> => {
  if (value === undefined) return new Promise<never>(() => {});
  if (value instanceof Error) return Promise.reject(value);
  return Promise.resolve(value);
};

const ok = <T,>(payload: T) => ({ status: 'success' as const, payload, httpStatus: 200 });

/**
 * A Hero or Solo editor on its real machine with fake calls and the page's toasts: the stories
 * reach each state the way a rep does (the load settles, Save or Preview is clicked).
 */
export function WidgetEditorStory({
  kind,
  load,
  filled,
  settings = sampleSettings(),
  promptOn = true,
  tab,
  createAnswer,
  updateAnswer,
  previewAnswer,
  onExisting = () => {},
  onOptOut = () => {},
  onPreview = () => {},
  onUpdate = () => {},
  screen,
}: WidgetEditorStoryProps) {
  const toasts = useWidgetEditorToasts(kind);
  const loaded = (): Promise<WidgetEditorLoaded> => {
    if (load === 'pending') return new Promise<never>(() => {});
    if (load === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    const widget =
      load === 'notFound'
        ? { status: 'error' as const, payload: null, message: 'Embed not found', httpStatus: 404 }
        : load.widget && ok([load.widget]);
    return Promise.resolve({ widget, demos: ok(sampleDemos), settings: ok(settings) } as WidgetEditorLoaded);
  };
  const machine = (kind === 'hero' ? heroEditorMachine : soloEditorMachine).provide({
    actors: {
      load: fromPromise(loaded),
      create: fromPromise(() => answer(createAnswer)),
      update: fromPromise<UpdateWidgetReply, WidgetSubmitRequest>(({ input }) => {
        onUpdate(input);
        return answer(updateAnswer);
      }),
      preview: fromPromise(() => answer(previewAnswer)),
    },
    actions: {
      ...toasts,
      becameExisting: (_, params) => onExisting(params.id),
      optOut: (_, params) => onOptOut(params.kind),
      // Stories open no tab: the preview's address is what the page would open.
      openPreviewWindow: () => {},
      showPreview: (_, params) => onPreview(params),
    },
  });
  const form = widgetForms[kind];
  const [snapshot, send] = useMachine(machine, {
    input: {
      kind,
      id:
        typeof load === 'object' && load.widget
          ? load.widget.id
          : load === 'notFound'
            ? exampleIds.embedId
            : null,
      schema: form.schema,
      blank: { ...form.blank, ...filled },
      promptOn,
      repName: 'Ada Lovelace',
      // A fixed day, so a new widget's header reads the same whenever the story runs.
      today: '2026-11-23 10:00:00',
    },
  });
  const ready = snapshot.matches('editing');
  useEffect(() => {
    if (ready && tab) send({ type: 'tab.select', tab });
  }, [ready, tab, send]);
  return <>{screen(snapshot, send)}</>;
}
