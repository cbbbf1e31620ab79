import { pageConstants as c, type EmbedStyle } from '@showroom/contract';
import type { PageEditorEvent, PageEmbedOption } from '@showroom/machines';
import { Select, TextArea, TextField } from '@showroom/ui';
import { pageLabels } from '../../messages.ts';
import { Column, Muted, Section } from './parts.ts';

export type EmbedLayoutTabProps = {
  style: EmbedStyle;
  /** The company's hero, solo and cyoa items, newest first (§2.10). */
  embeds: readonly PageEmbedOption[];
  send: (event: PageEditorEvent) => void;
};

/** spec 3 §2.10 Layout of an Embed page: headline, description (max 400) and the embed select. */
export function EmbedLayoutTab({ style, embeds, send }: EmbedLayoutTabProps) {
  return (
    <Column>
      <Section>
        <TextField
          label={pageLabels.embedHeadline}
          value={style.title}
          maxLength={c.titleMaxLength}
          onChange={(event) =>
            send({ type: 'field.change', field: 'title', value: event.currentTarget.value })
          }
        />
        <TextArea
          label={pageLabels.embedDescription}
          value={style.description}
          maxLength={c.descriptionMaxLength}
          onChange={(event) =>
            send({ type: 'field.change', field: 'description', value: event.currentTarget.value })
          }
        />
        <Select
          label={pageLabels.embedSelect}
          placeholder={pageLabels.embedPlaceholder}
          value={style.embed.id}
          disabled={embeds.length === 0}
          onValueChange={(id) => send({ type: 'embed.choose', id })}
          options={embeds.map((embed) => ({
            value: embed.id,
            label: `${embed.label} (${pageLabels.embedKinds[embed.type]})`,
          }))}
        />
        {embeds.length === 0 && <Muted>{pageLabels.noEmbeds}</Muted>}
      </Section>
    </Column>
  );
}
