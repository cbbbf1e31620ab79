import { soloTeaser, type TeaserStyle } from '@showroom/contract';
import { chosenDemoOf, widgetTeasers } from '@showroom/machines';
import { Switch } from '@showroom/ui';
import { editorLabels, embedMessages } from '../../messages.ts';
import { EmbedPreview } from '../../shared/EmbedPreview/index.ts';
import { LaunchButtonSettings } from '../../shared/LaunchButtonSettings/index.ts';
import { RestrictedRedirectCard } from '../../shared/RestrictedRedirectCard/index.ts';
import { TeaserSettings } from '../../shared/TeaserSettings/index.ts';
import { useFileAddress } from '../../shared/useFileAddress.ts';
import { VerificationContentCard } from '../../shared/VerificationContentCard/index.ts';
import {
  Section,
  SectionHeading,
  type WidgetEditorSend,
  type WidgetEditorSnapshot,
} from './WidgetEditorScreen.tsx';

type PartProps = { snapshot: WidgetEditorSnapshot; send: WidgetEditorSend };

/**
 * The Content tab's gated cards (spec 2 §2): the verification content only when the widget is
 * gated, the restricted-redirect card only when it is gated and redirects restricted domains.
 */
export function GatedCards({ snapshot, send }: PartProps) {
  const { values, demos } = snapshot.context;
  if (values.is_gated !== 1) return null;
  return (
    <>
      <VerificationContentCard
        value={values.verification_content}
        onChange={(value) => send({ type: 'field.change', field: 'verification_content', value })}
      />
      {values.redirect_to_restricted_domain === 1 && (
        <RestrictedRedirectCard
          value={values.restricted_redirect}
          demos={demos}
          onChange={(value) => send({ type: 'field.change', field: 'restricted_redirect', value })}
        />
      )}
    </>
  );
}

/** What the teaser and the launch button show: the chosen files first, then the stored ones. */
function useTeaserPicture(snapshot: WidgetEditorSnapshot) {
  const { values, meta, thumbnailFile, iconFile } = snapshot.context;
  const thumbnail = useFileAddress(thumbnailFile) ?? (meta.customThumbnail || null);
  const icon = useFileAddress(iconFile) ?? (meta.customBlinker || null);
  const teaser: TeaserStyle = soloTeaser(values);
  return { thumbnail, icon, teaser };
}

/**
 * The Settings tab's Teaser style and Launch button sections (spec 2 §2): Hero's two teasers or
 * Solo's four with the CTA's look and text; the custom thumbnail; the launch style, Solo's size and
 * custom icon, and the colours. Every change goes to the editor, which keeps the rules.
 */
export function WidgetTeaser({ snapshot, send }: PartProps) {
  const { context } = snapshot;
  const { values, errors, kind } = context;
  const { thumbnail, icon, teaser } = useTeaserPicture(snapshot);
  const solo = kind === 'solo';
  return (
    <>
      <Section aria-labelledby="widget-teaser">
        <SectionHeading id="widget-teaser">{editorLabels.teaser}</SectionHeading>
        <TeaserSettings
          teasers={widgetTeasers[kind]}
          teaser={teaser}
          onTeaserChange={(next) => send({ type: 'teaser.choose', teaser: next })}
          demoType={chosenDemoOf(context)?.type}
          customThumbnail={values.show_custom_thumbnail === 1}
          onCustomThumbnailChange={(on) => send({ type: 'thumbnail.custom', on })}
          thumbnailPreview={thumbnail}
          onThumbnailFile={(file) => send({ type: 'thumbnail.select', file })}
          onThumbnailUnreadable={() => send({ type: 'thumbnail.unreadable' })}
          onThumbnailClear={() => send({ type: 'thumbnail.clear' })}
          {...(solo
            ? {
                cta: { type: values.cta_type ?? 'button', text: values.cta_text ?? '' },
                onCtaChange: (cta: { type: 'link' | 'button'; text: string }) => {
                  if (cta.type !== values.cta_type)
                    send({ type: 'field.change', field: 'cta_type', value: cta.type });
                  if (cta.text !== values.cta_text)
                    send({ type: 'field.change', field: 'cta_text', value: cta.text });
                },
                ctaError: errors.cta_text,
              }
            : {})}
        />
      </Section>
      <Section aria-labelledby="widget-launch">
        <SectionHeading id="widget-launch">{editorLabels.launchButton}</SectionHeading>
        <LaunchButtonSettings
          style={values.blinker_style}
          onStyleChange={(style) => send({ type: 'field.change', field: 'blinker_style', value: style })}
          colours={values.launch_button}
          onColoursChange={(colours) =>
            send({ type: 'field.change', field: 'launch_button', value: colours })
          }
          {...(solo
            ? {
                size: values.blinker_size ?? 'LARGE',
                onSizeChange: (size: 'SMALL' | 'LARGE') =>
                  send({ type: 'field.change', field: 'blinker_size', value: size }),
                icon,
                onIconFile: (file: File) => send({ type: 'icon.select', file }),
              }
            : {})}
        />
        {solo && (
          // Issue 29 B.3: is_sneak (spec 2 §2 Embed code dialog, §3 Solo), which the API and the
          // prospect side take: the embed is its launch button alone, inline in the host's text.
          <Switch
            label={editorLabels.inlineLaunch}
            description={embedMessages.embedCodeSneakNote}
            checked={values.is_sneak === 1}
            onCheckedChange={(on) => send({ type: 'field.change', field: 'is_sneak', value: on ? 1 : 0 })}
          />
        )}
      </Section>
    </>
  );
}

/** The live preview beside the settings: the teaser and launch button from the current values. */
export function WidgetPreview({ snapshot, motion }: PartProps & { motion?: 'auto' | 'reduced' }) {
  const { context } = snapshot;
  const { values, kind } = context;
  const { thumbnail, icon, teaser } = useTeaserPicture(snapshot);
  const demo = chosenDemoOf(context);
  return (
    <EmbedPreview
      teaser={teaser}
      demo={demo ? { title: demo.title, thumbnail: demo.thumbnail, preview: demo.preview } : null}
      customThumbnail={values.show_custom_thumbnail === 1 ? thumbnail : null}
      {...(kind === 'solo'
        ? { cta: { type: values.cta_type ?? 'button', text: values.cta_text ?? '' } }
        : {})}
      launch={{
        style: values.blinker_style,
        size: kind === 'solo' ? (values.blinker_size ?? 'LARGE') : 'LARGE',
        colours: values.launch_button,
        icon,
      }}
      {...(motion ? { motion } : {})}
    />
  );
}
