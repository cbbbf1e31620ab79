import {
  type CtaType,
  embedConstants,
  embedMessages,
  type TeaserStyle,
  thumbnailExtensions,
} from '@showroom/contract';
import { RadioGroup, TextField } from '@showroom/ui';
import styled from 'styled-components';
import { sharedLabels } from '../../messages.ts';
import { ImagePicker } from '../ImagePicker/index.ts';

export type TeaserSettingsProps = {
  /** The teasers the kind offers (Hero: thumbnail, animation; Solo and CYOA: all four). */
  teasers: readonly TeaserStyle[];
  teaser: TeaserStyle;
  onTeaserChange: (teaser: TeaserStyle) => void;
  /** The chosen demo's type: Animation is offered only for a recorded ('default') demo. */
  demoType: string | undefined;
  /** Custom thumbnail on (show_custom_thumbnail / showCustomThumbnail). */
  customThumbnail: boolean;
  onCustomThumbnailChange: (custom: boolean) => void;
  /** The custom image's address (chosen or stored), or null. */
  thumbnailPreview: string | null;
  onThumbnailFile: (file: File) => void;
  /** The chosen thumbnail could not be read as a picture (issue 29 B.10: Save waits for another). */
  onThumbnailUnreadable?: () => void;
  /** Clearing the custom image reverts to Default (spec 2 §4). */
  onThumbnailClear: () => void;
  thumbnailError?: string;
  /** The CTA teaser's look and text (Solo and CYOA). */
  cta?: { type: CtaType; text: string };
  onCtaChange?: (cta: { type: CtaType; text: string }) => void;
  /** 'Cannot leave empty' / 'Incomplete fields' from the editor's rules. */
  ctaError?: string;
};

const Stack = styled.div`
  display: grid;
  gap: var(--space-4);
`;

const Nested = styled.div`
  display: grid;
  gap: var(--space-4);
  padding-left: var(--space-6);
`;

const teaserNames: Record<TeaserStyle, string> = {
  thumbnail: embedMessages.teaserThumbnail,
  animation: embedMessages.teaserAnimation,
  hotspot: embedMessages.teaserHotspot,
  cta: embedMessages.teaserCta,
};

/**
 * spec 2 §2 Teaser style: one of the kind's teasers (mutually exclusive, §4); Animation disabled
 * unless the demo is a recorded one; Thumbnail is Default or Custom with an image (jpg, jpeg, png;
 * 'Invalid file extension' drops the file) that can be cleared back to Default; CTA is a Link or a
 * Button look with its text. Pure: every choice goes to the editor.
 */
export function TeaserSettings(props: TeaserSettingsProps) {
  const { teasers, teaser, onTeaserChange, demoType, customThumbnail, cta, onCtaChange } = props;
  const animationOffered = demoType === 'default';
  return (
    <Stack>
      <RadioGroup
        label={sharedLabels.teaserStyle}
        value={teaser}
        onValueChange={(value) => {
          const next = teasers.find((style) => style === value);
          if (next) onTeaserChange(next);
        }}
        options={teasers.map((style) => ({
          value: style,
          label: teaserNames[style],
          disabled: style === 'animation' && !animationOffered,
          description:
            style === 'animation' && !animationOffered ? sharedLabels.animationNeedsRecording : undefined,
        }))}
      />
      {teaser === 'thumbnail' && (
        <Nested>
          <RadioGroup
            label={sharedLabels.thumbnail}
            value={customThumbnail ? 'custom' : 'default'}
            onValueChange={(value) => props.onCustomThumbnailChange(value === 'custom')}
            options={[
              { value: 'default', label: embedMessages.thumbnailDefault },
              { value: 'custom', label: embedMessages.thumbnailCustom },
            ]}
          />
          {customThumbnail && (
            <ImagePicker
              label={sharedLabels.thumbnailImage}
              extensions={thumbnailExtensions}
              preview={props.thumbnailPreview}
              onFile={props.onThumbnailFile}
              onUnreadable={props.onThumbnailUnreadable}
              onClear={props.onThumbnailClear}
              error={props.thumbnailError}
              box={{
                width: embedConstants.thumbnailBox.width / 2,
                height: embedConstants.thumbnailBox.height / 2,
              }}
            />
          )}
        </Nested>
      )}
      {teaser === 'cta' && cta && onCtaChange && (
        <Nested>
          <RadioGroup
            label={sharedLabels.ctaLook}
            value={cta.type}
            onValueChange={(value) => onCtaChange({ ...cta, type: value === 'link' ? 'link' : 'button' })}
            options={[
              { value: 'link', label: embedMessages.ctaLink },
              { value: 'button', label: embedMessages.ctaButton },
            ]}
          />
          <TextField
            label={sharedLabels.ctaText}
            value={cta.text}
            maxLength={embedConstants.ctaTextMaxLength}
            error={props.ctaError}
            onChange={(event) => onCtaChange({ ...cta, text: event.currentTarget.value })}
          />
        </Nested>
      )}
    </Stack>
  );
}
