import { type CtaType, embedMessages, type TeaserStyle, teaserStyles } from '@showroom/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { sharedLabels } from '../../messages.ts';
import { sampleFrame } from '../fixtures.ts';
import { TeaserSettings } from './TeaserSettings.tsx';

type Props = {
  teasers: readonly TeaserStyle[];
  demoType: string | undefined;
  initial?: {
    teaser?: TeaserStyle;
    custom?: boolean;
    preview?: string | null;
    cta?: { type: CtaType; text: string };
  };
  ctaError?: string;
  onThumbnailFile: (file: File) => void;
};

/** The settings as an editor holds them: its values in state, every callback applied. */
function TeaserStory({ teasers, demoType, initial = {}, ctaError, onThumbnailFile }: Props) {
  const [teaser, setTeaser] = useState<TeaserStyle>(initial.teaser ?? 'thumbnail');
  const [custom, setCustom] = useState(initial.custom ?? false);
  const [preview, setPreview] = useState<string | null>(initial.preview ?? null);
  const [cta, setCta] = useState(initial.cta ?? { type: 'button' as CtaType, text: '' });
  return (
    <main style={{ maxWidth: 480 }}>
      <TeaserSettings
        teasers={teasers}
        teaser={teaser}
        onTeaserChange={setTeaser}
        demoType={demoType}
        customThumbnail={custom}
        onCustomThumbnailChange={setCustom}
        thumbnailPreview={preview}
        onThumbnailFile={(file) => {
          onThumbnailFile(file);
          setPreview(sampleFrame('#1E3B8A', '#0F172A'));
        }}
        onThumbnailClear={() => {
          setPreview(null);
          setCustom(false);
        }}
        cta={cta}
        onCtaChange={setCta}
        ctaError={ctaError}
      />
    </main>
  );
}

const meta = {
  title: 'console/Embeds/Teaser settings',
  component: TeaserStory,
  args: { teasers: teaserStyles, demoType: 'default', onThumbnailFile: fn() },
} satisfies Meta<typeof TeaserStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const radio = (canvas: { getByRole: (role: string, o: { name: string }) => HTMLElement }, name: string) =>
  canvas.getByRole('radio', { name });

/** Solo and CYOA: four teasers, Thumbnail with Default chosen. */
export const Thumbnail: Story = {
  play: async ({ canvas }) => {
    await expect(radio(canvas, embedMessages.teaserThumbnail)).toBeChecked();
    await expect(radio(canvas, embedMessages.thumbnailDefault)).toBeChecked();
  },
};

/** Hero: Thumbnail or Animation only. */
export const Hero: Story = {
  name: 'Hero (thumbnail or animation)',
  args: { teasers: ['thumbnail', 'animation'] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radio', { name: embedMessages.teaserHotspot })).toBeNull();
    await userEvent.click(radio(canvas, embedMessages.teaserAnimation));
    await expect(radio(canvas, embedMessages.teaserAnimation)).toBeChecked();
  },
};

/** A linked video has no GIF: Animation is disabled. */
export const AnimationOff: Story = {
  name: 'Animation disabled (not a recorded demo)',
  args: { demoType: 'public' },
  play: async ({ canvas }) => {
    await expect(radio(canvas, embedMessages.teaserAnimation)).toBeDisabled();
  },
};

/** Custom: an image with a wrong extension is refused and dropped; a png is taken. */
export const CustomThumbnail: Story = {
  name: 'Custom thumbnail (invalid, then accepted)',
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(radio(canvas, embedMessages.thumbnailCustom));
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['gif'], 'teaser.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    await expect(canvas.getByText(embedMessages.invalidFileExtension)).toBeVisible();
    await expect(args.onThumbnailFile).not.toHaveBeenCalled();
    await expect(input.files?.length ?? 0).toBe(0);
    await userEvent.upload(input, new File(['png'], 'teaser.png', { type: 'image/png' }));
    await expect(args.onThumbnailFile).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText(embedMessages.invalidFileExtension)).toBeNull();
    await expect(canvas.getByRole('button', { name: sharedLabels.replaceImage })).toBeVisible();
  },
};

/** Clearing the custom image reverts to Default. */
export const Cleared: Story = {
  name: 'Custom thumbnail cleared (Default)',
  args: { initial: { custom: true, preview: sampleFrame('#1E3B8A', '#0F172A') } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: sharedLabels.clearImage }));
    await expect(radio(canvas, embedMessages.thumbnailDefault)).toBeChecked();
  },
};

/** CTA: Link or Button look and its text, with the editor's error. */
export const Cta: Story = {
  name: 'CTA (text missing)',
  args: { initial: { teaser: 'cta' }, ctaError: embedMessages.cannotLeaveEmpty },
  play: async ({ canvas }) => {
    await userEvent.click(radio(canvas, embedMessages.ctaLink));
    await expect(radio(canvas, embedMessages.ctaLink)).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: sharedLabels.ctaText })).toHaveAccessibleDescription(
      new RegExp(embedMessages.cannotLeaveEmpty),
    );
  },
};
