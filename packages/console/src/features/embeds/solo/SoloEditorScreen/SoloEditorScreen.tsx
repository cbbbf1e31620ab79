import type * as React from 'react';
import {
  WidgetEditorScreen,
  type WidgetEditorSend,
  type WidgetEditorSnapshot,
} from '../../hero/WidgetEditorScreen/WidgetEditorScreen.tsx';
import { GatedCards, WidgetPreview, WidgetTeaser } from '../../hero/WidgetEditorScreen/WidgetParts.tsx';
import { DemoSelect } from '../../shared/DemoSelect/index.ts';

/**
 * spec 2 §2 Solo editor: the Hero's frame without headline, body or link; its teaser offers
 * Thumbnail, Animation, Hotspot or CTA (with its look and text), and its launch button a size, the
 * presets or a custom uploaded icon.
 */
export function SoloEditorScreen({
  snapshot,
  send,
  motion,
  marketplace,
}: {
  snapshot: WidgetEditorSnapshot;
  send: WidgetEditorSend;
  /** 'reduced' stops the preview's pulse (stories' screenshots). */
  motion?: 'auto' | 'reduced';
  /** The marketplace mapping panel of a saved widget (issue 29 B.5), mounted by the page. */
  marketplace?: React.ReactNode;
}) {
  const { values, demos } = snapshot.context;
  return (
    <WidgetEditorScreen
      snapshot={snapshot}
      send={send}
      content={
        <>
          <DemoSelect
            demos={demos}
            value={values.recording_id}
            onChange={(id) => send({ type: 'demo.choose', id })}
          />
          <GatedCards snapshot={snapshot} send={send} />
        </>
      }
      teaser={<WidgetTeaser snapshot={snapshot} send={send} />}
      preview={<WidgetPreview snapshot={snapshot} send={send} motion={motion} />}
      marketplace={marketplace}
    />
  );
}
