import {
  type ContactField,
  type ContactFieldType,
  pageConstants as c,
  contactFieldTypeLabels,
  contactFieldTypes,
  type LayoutStyle,
  pageMessages as m,
  type Recording,
  type Video,
} from '@showroom/contract';
import type { LayoutTextField, PageEditorEvent } from '@showroom/machines';
import { Button, IconButton, Select, Switch, TextArea, TextField } from '@showroom/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { pageLabels } from '../../messages.ts';
import { TrashIcon } from './icons.tsx';
import { Column, List, ListItem, Muted, Row, Section, SectionHeading } from './parts.ts';

export type LayoutTabProps = {
  style: LayoutStyle;
  /** A Collection (standard) page also lists its demos and videos. */
  collection: boolean;
  demos: readonly Pick<Recording, 'id' | 'title'>[];
  /** The company's videos (spec 3 §3 Video), offered to a Collection beside the demos. */
  videos: readonly Pick<Video, 'id' | 'title'>[];
  send: (event: PageEditorEvent) => void;
};

/** A Collection's two pickers side by side: a demo, a video. */
const Pickers = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: var(--space-3);
  align-items: start;
`;

/** Radix's Select takes no '' value: the 'No Demo' option's own. */
const noDemo = 'no-demo';

/**
 * spec 3 §2.10 Layout of a Q&A or Collection page: headline, welcome message and preview demo ('No
 * Demo'), preview message, contact info message and fields (Text, Email, Phone Number; required),
 * action message, button label and redirect URL; a Collection's demos and videos (spec 3 §1 'a set
 * of demos and videos'). Texts stop at the §9 limits.
 */
export function LayoutTab({ style, collection, demos, videos, send }: LayoutTabProps) {
  const welcomeId = useId();
  const contactId = useId();
  const actionId = useId();
  const demosId = useId();
  const text = (field: LayoutTextField) => ({
    value: style[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      send({ type: 'field.change', field, value: event.currentTarget.value }),
  });
  const changeField = (index: number, field: ContactField) =>
    send({ type: 'contactField.change', index, field });
  const listed = new Set(style.standardPreviewVideos.map((video) => video.value));
  const addable = demos.filter((demo) => !listed.has(demo.id));
  const addableVideos = videos.filter((video) => !listed.has(video.id));
  const full = style.standardPreviewVideos.length >= c.maxPreviewVideos;
  return (
    <Column>
      <Section aria-labelledby={welcomeId}>
        <SectionHeading id={welcomeId}>{pageLabels.welcomeSection}</SectionHeading>
        <TextField label={pageLabels.headline} maxLength={c.titleMaxLength} {...text('headline')} />
        <TextArea
          label={pageLabels.welcomeMessage}
          maxLength={c.welcomeDescriptionMaxLength}
          {...text('welcomeMessage')}
        />
        <Select
          label={pageLabels.welcomePreview}
          value={style.welcomePreview.id || noDemo}
          onValueChange={(value) => send({ type: 'welcome.choose', id: value === noDemo ? '' : value })}
          options={[
            { value: noDemo, label: m.noDemo },
            ...demos.map((demo) => ({ value: demo.id, label: demo.title })),
          ]}
        />
        <TextArea
          label={pageLabels.previewMessage}
          maxLength={c.descriptionMaxLength}
          {...text('previewMessage')}
        />
      </Section>

      {collection && (
        <Section aria-labelledby={demosId}>
          <SectionHeading id={demosId}>{pageLabels.collectionDemos}</SectionHeading>
          {style.standardPreviewVideos.length === 0 ? (
            <Muted>{pageLabels.noCollectionDemos}</Muted>
          ) : (
            <List aria-labelledby={demosId}>
              {style.standardPreviewVideos.map((video) => (
                <ListItem key={video.key}>
                  <span>
                    {video.label}
                    {video.type === 'video' && <Muted as="span"> · {pageLabels.videoItem}</Muted>}
                  </span>
                  <IconButton
                    label={pageLabels.removeDemo(video.label)}
                    variant="danger"
                    onClick={() => send({ type: 'video.remove', key: video.key })}
                  >
                    <TrashIcon />
                  </IconButton>
                </ListItem>
              ))}
            </List>
          )}
          <Pickers>
            <Select
              label={pageLabels.addDemo}
              placeholder={pageLabels.addDemo}
              value=""
              disabled={addable.length === 0 || full}
              onValueChange={(id) => send({ type: 'video.add', kind: 'demo', id })}
              options={addable.map((demo) => ({ value: demo.id, label: demo.title }))}
            />
            <Select
              label={pageLabels.addVideo}
              placeholder={pageLabels.addVideo}
              value=""
              disabled={addableVideos.length === 0 || full}
              helpText={videos.length === 0 ? pageLabels.noVideosHint : undefined}
              onValueChange={(id) => send({ type: 'video.add', kind: 'video', id })}
              options={addableVideos.map((video) => ({ value: video.id, label: video.title }))}
            />
          </Pickers>
        </Section>
      )}

      <Section aria-labelledby={contactId}>
        <SectionHeading id={contactId}>{pageLabels.contactSection}</SectionHeading>
        <TextArea
          label={pageLabels.contactInfoMessage}
          maxLength={c.contactInfoMaxLength}
          {...text('contactInfoMessage')}
        />
        <SectionHeading as="h3">{pageLabels.contactFields}</SectionHeading>
        {style.contactFields.length === 0 && <Muted>{pageLabels.noContactFields}</Muted>}
        {style.contactFields.map((field, index) => {
          const n = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a field is its place in the list; it has no id of its own.
            <Row key={index}>
              <TextField
                label={pageLabels.contactFieldName(n)}
                value={field.fieldName}
                maxLength={c.nameMaxLength}
                onChange={(event) => changeField(index, { ...field, fieldName: event.currentTarget.value })}
              />
              <Select
                label={pageLabels.contactFieldType(n)}
                value={field.type}
                onValueChange={(type) => changeField(index, { ...field, type: type as ContactFieldType })}
                options={contactFieldTypes.map((type) => ({
                  value: type,
                  label: contactFieldTypeLabels[type],
                }))}
              />
              <Switch
                label={pageLabels.contactFieldRequired}
                checked={field.required}
                onCheckedChange={(required) => changeField(index, { ...field, required })}
              />
              <IconButton
                label={pageLabels.removeContactField(n)}
                variant="danger"
                onClick={() => send({ type: 'contactField.remove', index })}
              >
                <TrashIcon />
              </IconButton>
            </Row>
          );
        })}
        <div>
          <Button
            disabled={style.contactFields.length >= c.maxContactFields}
            onClick={() => send({ type: 'contactField.add' })}
          >
            {pageLabels.addContactField}
          </Button>
        </div>
      </Section>

      <Section aria-labelledby={actionId}>
        <SectionHeading id={actionId}>{pageLabels.actionSection}</SectionHeading>
        <TextArea
          label={pageLabels.actionMessage}
          maxLength={c.actionMessageMaxLength}
          {...text('actionMessage')}
        />
        <TextField label={pageLabels.actionButtonLabel} maxLength={100} {...text('actionButtonLabel')} />
        <TextField
          label={pageLabels.redirectURL}
          type="url"
          inputMode="url"
          maxLength={c.urlMaxLength}
          helpText={pageLabels.redirectHelp}
          {...text('redirectURL')}
        />
      </Section>
    </Column>
  );
}
