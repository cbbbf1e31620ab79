import { type BlinkerSize, type BlinkerStyle, defaultLaunchButton, embedMessages } from '@showroom/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { sharedLabels } from '../../messages.ts';
import { EmbedPreview } from '../EmbedPreview/index.ts';
import { sampleDemoOptions } from '../fixtures.ts';
import { LaunchButtonSettings } from './LaunchButtonSettings.tsx';

const icon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="#F76808"/><path d="M22 18l24 14-24 14z" fill="#fff"/></svg>',
)}`;
const demo = sampleDemoOptions[0]!;

/** The settings beside the live preview, as an editor lays them out. */
function LaunchStory({
  sized,
  custom,
  initialIcon = null,
  onIconFile,
}: {
  sized: boolean;
  custom: boolean;
  initialIcon?: string | null;
  onIconFile: (file: File) => void;
}) {
  const [style, setStyle] = useState<BlinkerStyle>('PLAY');
  const [size, setSize] = useState<BlinkerSize>('LARGE');
  const [colours, setColours] = useState(defaultLaunchButton());
  const [chosenIcon, setIcon] = useState<string | null>(initialIcon);
  return (
    <main style={{ display: 'grid', gridTemplateColumns: '560px 300px', gap: 24, alignItems: 'start' }}>
      <LaunchButtonSettings
        style={style}
        onStyleChange={setStyle}
        {...(sized ? { size, onSizeChange: setSize } : {})}
        colours={colours}
        onColoursChange={setColours}
        {...(custom
          ? {
              icon: chosenIcon,
              onIconFile: (file: File) => {
                onIconFile(file);
                setIcon(icon);
              },
            }
          : {})}
      />
      <EmbedPreview
        teaser="thumbnail"
        demo={{ title: demo.title, thumbnail: demo.thumbnail ?? '' }}
        launch={{ style, size: sized ? size : 'LARGE', colours, icon: chosenIcon }}
        motion="reduced"
      />
    </main>
  );
}

const meta = {
  title: 'console/Embeds/Launch button settings',
  component: LaunchStory,
  args: { sized: true, custom: true, onIconFile: fn() },
} satisfies Meta<typeof LaunchStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const preview = (canvasElement: HTMLElement) => canvasElement.querySelector('aside [data-style]')!;

/** Solo and CYOA: Small or Large play, the presets; the preview follows. */
export const SoloStyles: Story = {
  name: 'Solo and CYOA styles',
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('radio', { name: sharedLabels.playLarge })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: sharedLabels.playSmall }));
    await expect(preview(canvasElement)).toHaveAttribute('data-size', 'SMALL');
    await userEvent.click(canvas.getByRole('radio', { name: sharedLabels.presets.SLACK }));
    await expect(preview(canvasElement)).toHaveAttribute('data-style', 'SLACK');
  },
};

/** Hero: one Play, no icon upload. */
export const HeroStyles: Story = {
  name: 'Hero styles',
  args: { sized: false, custom: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: sharedLabels.play })).toBeChecked();
    await expect(canvas.queryByRole('radio', { name: sharedLabels.playSmall })).toBeNull();
    await expect(canvas.queryByRole('button', { name: sharedLabels.chooseImage })).toBeNull();
  },
};

/** Uploading an icon sets the style to CUSTOM; a wrong extension is refused. */
export const CustomIcon: Story = {
  name: 'Custom icon upload',
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['x'], 'icon.webp', { type: 'image/webp' }), {
      applyAccept: false,
    });
    await expect(canvas.getByText(embedMessages.invalidFileExtension)).toBeVisible();
    await userEvent.upload(input, new File(['<svg/>'], 'icon.svg', { type: 'image/svg+xml' }));
    await expect(args.onIconFile).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('radio', { name: sharedLabels.custom })).toBeChecked();
    await expect(preview(canvasElement)).toHaveAttribute('data-style', 'CUSTOM');
  },
};

/** A HEX typed in reaches the preview; a bad one is refused. */
export const Colours: Story = {
  name: 'Colours (HEX)',
  play: async ({ canvas, canvasElement }) => {
    const circle = canvas.getByRole('textbox', { name: sharedLabels.circleColour });
    await userEvent.clear(circle);
    await userEvent.type(circle, 'F76808');
    await expect((preview(canvasElement) as HTMLElement).style.getPropertyValue('--launch-circle')).toBe(
      '#F76808',
    );
    const triangle = canvas.getByRole('textbox', { name: sharedLabels.triangleColour });
    await userEvent.clear(triangle);
    await userEvent.type(triangle, 'zz{Enter}');
    await expect(canvas.getByText(sharedLabels.invalidHex)).toBeVisible();
  },
};
