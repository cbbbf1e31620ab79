import {
  demoConstants,
  demoMessages,
  formatTimestamp,
  type Hotspot,
  hotspotStyles,
  type Rectangle,
} from '@showroom/contract';
import type { AnnotationItem, AnnotationPatch, RecordingEditorEvent } from '@showroom/machines';
import { ColorPicker, IconButton, Select, TextArea, TextField } from '@showroom/ui';
import styled from 'styled-components';
import { editorLabels } from '../../messages/editor.ts';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  min-width: 0;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: var(--font-size-h3);
  line-height: var(--line-height-h3);
  font-weight: var(--font-weight-semibold);
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface);

  &[data-selected] { border-color: var(--color-accent); }
`;

const RowHeader = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-1);
  padding-right: var(--space-1);
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  flex: 1;
  min-width: 0;
  min-height: 40px;
  padding: var(--space-2) var(--space-3);
  border: 0;
  border-radius: var(--radius-md);
  background: none;
  color: var(--color-text);
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover { background: var(--color-surface-hover); }
  &:focus-visible { outline: 2px solid var(--color-focus-ring); outline-offset: -2px; }
`;

const Time = styled.span`
  font-variant-numeric: tabular-nums;
  color: var(--color-text-muted);
  font-size: var(--font-size-meta);
`;

const Summary = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Details = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: var(--space-3);
  padding: var(--space-2) var(--space-3) var(--space-3);
  border-top: var(--border-width) solid var(--color-border);

  & > [data-wide] { grid-column: 1 / -1; }
`;

const Empty = styled.p`
  margin: 0;
  color: var(--color-text-muted);
`;

export type AnnotationsListProps = {
  annotations: AnnotationItem[];
  selected: string | null;
  timestampDraft: { id: string; text: string } | null;
  send: (event: RecordingEditorEvent) => void;
};

const styleOptions = hotspotStyles.map((style) => ({
  value: style,
  label: style.charAt(0) + style.slice(1).toLowerCase(),
}));

/**
 * spec 3 §2.4 Annotations list, sorted by appearance time. A row expands on click (and the video
 * seeks to its appearAt) to show its timestamp (mm:ss.sss), caption (250 characters at most) and
 * colours (hex, no alpha), and its Delete button.
 */
export function AnnotationsList({ annotations, selected, timestampDraft, send }: AnnotationsListProps) {
  return (
    <Section aria-labelledby="annotations-heading">
      <Heading id="annotations-heading">{demoMessages.annotations}</Heading>
      {annotations.length === 0 ? (
        <Empty>{editorLabels.annotationsEmpty}</Empty>
      ) : (
        <List>
          {annotations.map((item) => (
            <AnnotationRow
              key={item.annotation.id}
              item={item}
              expanded={item.annotation.id === selected}
              draft={timestampDraft?.id === item.annotation.id ? timestampDraft.text : undefined}
              send={send}
            />
          ))}
        </List>
      )}
    </Section>
  );
}

function AnnotationRow({
  item,
  expanded,
  draft,
  send,
}: {
  item: AnnotationItem;
  expanded: boolean;
  draft: string | undefined;
  send: (event: RecordingEditorEvent) => void;
}) {
  const { id, appearAt, caption } = item.annotation;
  const kind = editorLabels.kind[item.kind];
  const time = formatTimestamp(appearAt);
  const detailsId = `annotation-${id}-details`;
  const update = (patch: AnnotationPatch) => send({ type: 'annotation.update', id, patch });
  return (
    <Row data-selected={expanded || undefined}>
      <RowHeader>
        <Toggle
          type="button"
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          onClick={() => send({ type: 'annotation.select', id })}
        >
          <Time>{time}</Time>
          <Summary>{caption ? `${kind}: ${caption}` : kind}</Summary>
        </Toggle>
        <IconButton
          label={editorLabels.deleteAnnotation(kind)}
          variant="danger"
          size="sm"
          onClick={() => send({ type: 'annotation.delete', id })}
        >
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
            <path
              d="M2.5 4h9M5.5 4V2.5h3V4M3.5 4l.7 8h5.6l.7-8"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.3"
            />
          </svg>
        </IconButton>
      </RowHeader>
      {expanded && (
        <Details id={detailsId}>
          <TextField
            label={editorLabels.timestamp}
            value={draft ?? time}
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            // spec 3 §9: 9 characters at most (cut here rather than with maxLength, whose counter would
            // read as a warning on every full, valid time).
            onChange={(event) =>
              send({
                type: 'timestamp.change',
                id,
                text: event.target.value.slice(0, demoConstants.timestampMaxLength),
              })
            }
            onBlur={() => send({ type: 'timestamp.commit', id })}
            onKeyDown={(event) => {
              // Enter commits the time here; it does not save the whole demo.
              if (event.key === 'Enter') {
                event.preventDefault();
                send({ type: 'timestamp.commit', id });
              }
            }}
          />
          {item.kind === 'hotspot' ? (
            <Select
              label={editorLabels.hotspotStyle}
              options={styleOptions}
              value={item.annotation.hotspotStyle}
              onValueChange={(value) => update({ hotspotStyle: value as Hotspot['hotspotStyle'] })}
            />
          ) : (
            <span />
          )}
          <TextArea
            data-wide=""
            label={editorLabels.caption}
            value={caption}
            maxLength={demoConstants.captionMaxLength}
            rows={2}
            onChange={(event) => update({ caption: event.target.value })}
          />
          <ColorPicker
            label={editorLabels.captionColor}
            value={item.annotation.captionColor}
            invalidMessage={editorLabels.invalidHex}
            onChange={(hex) => update({ captionColor: hex })}
          />
          {item.kind === 'hotspot' ? (
            <ColorPicker
              label={editorLabels.hotspotColor}
              value={(item.annotation as Hotspot).hotspotColor}
              invalidMessage={editorLabels.invalidHex}
              onChange={(hex) => update({ hotspotColor: hex })}
            />
          ) : (
            <RegionColours rectangle={item.annotation} update={update} />
          )}
        </Details>
      )}
    </Row>
  );
}

function RegionColours({
  rectangle,
  update,
}: {
  rectangle: Rectangle;
  update: (patch: AnnotationPatch) => void;
}) {
  return (
    <>
      <ColorPicker
        label={editorLabels.borderColor}
        value={rectangle.borderColor}
        invalidMessage={editorLabels.invalidHex}
        onChange={(hex) => update({ borderColor: hex })}
      />
      <ColorPicker
        label={editorLabels.backgroundColor}
        value={rectangle.backgroundColor}
        invalidMessage={editorLabels.invalidHex}
        onChange={(hex) => update({ backgroundColor: hex })}
      />
      <ColorPicker
        label={editorLabels.captionBackgroundColor}
        value={rectangle.captionBackgroundColor}
        invalidMessage={editorLabels.invalidHex}
        onChange={(hex) => update({ captionBackgroundColor: hex })}
      />
    </>
  );
}
