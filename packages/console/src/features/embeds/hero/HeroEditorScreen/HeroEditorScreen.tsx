import { embedConstants } from '@showroom/contract';
import { TextArea, TextField } from '@showroom/ui';
import type * as React from 'react';
import { editorLabels } from '../../messages.ts';
import { DemoSelect } from '../../shared/DemoSelect/index.ts';
import {
  WidgetEditorScreen,
  type WidgetEditorSend,
  type WidgetEditorSnapshot,
} from '../WidgetEditorScreen/WidgetEditorScreen.tsx';
import { GatedCards, WidgetPreview, WidgetTeaser } from '../WidgetEditorScreen/WidgetParts.tsx';

/**
 * 'n/40': how much of a limited text is used. Not the fields' native maxLength: a longer text
 * must reach the rules, which say 'Cannot be more than 40 charactres' (spec 2 §5).
 */
const characterCount = (used: number, max: number) => `${used}/${max}`;

type TextFieldName = 'headline' | 'description' | 'action_label' | 'action_link';

/**
 * spec 2 §2 Hero editor: the shared frame with Hero's Content tab (demo, headline, body, link
 * label and URL with the §5 messages and counters; the verification and redirect cards when
 * gated) and its two teasers (Thumbnail or Animation).
 */
export function HeroEditorScreen({
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
  const { values, errors, touched, demos } = snapshot.context;
  const text = (field: TextFieldName) => ({
    value: values[field] ?? '',
    error: touched[field] ? errors[field] : undefined,
    onChange: (event: { target: { value: string } }) =>
      send({ type: 'field.change', field, value: event.target.value }),
    onBlur: () => send({ type: 'field.blur', field }),
  });
  const counted = (field: TextFieldName, max: number) => characterCount((values[field] ?? '').length, max);
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
          <TextField
            label={editorLabels.headline}
            {...text('headline')}
            helpText={counted('headline', embedConstants.headlineMaxLength)}
          />
          <TextArea
            label={editorLabels.body}
            rows={4}
            {...text('description')}
            helpText={counted('description', embedConstants.descriptionMaxLength)}
          />
          <TextField
            label={editorLabels.linkLabel}
            {...text('action_label')}
            helpText={counted('action_label', embedConstants.labelMaxLength)}
          />
          <TextField label={editorLabels.linkUrl} type="url" {...text('action_link')} />
          <GatedCards snapshot={snapshot} send={send} />
        </>
      }
      teaser={<WidgetTeaser snapshot={snapshot} send={send} />}
      preview={<WidgetPreview snapshot={snapshot} send={send} motion={motion} />}
      marketplace={marketplace}
    />
  );
}
