import { cyoaRuntimeMessages, defaultVerificationContent } from '@showroom/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AudienceApp } from '../audience/AudienceApp.tsx';
import { cyoaRecord, frameOf } from '../cyoa/stories/sample.ts';
import { wholeDocument } from './stories/story.ts';

/**
 * A CYOA's frame as the audience host draws it (the journey itself has its own stories,
 * widgets/CyoaRuntime): the frame is a document of its own, checked whole by axe (issue 29, C.7).
 */
const meta = {
  title: 'widgets/frames/CYOA',
  component: AudienceApp,
  parameters: { layout: 'fullscreen', ...wholeDocument },
  args: { data: frameOf(cyoaRecord()), emit: fn(), motion: 'reduced' },
} satisfies Meta<typeof AudienceApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const cyoa = cyoaRecord();

/** The journey's intro in the frame: the frame's main landmark holds it, its name is the level-one heading. */
export const Intro: Story = {
  parameters: { machine: { id: 'cyoaRuntime', state: 'intro' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: cyoaRuntimeMessages.start })).toBeVisible();
    await expect(canvasElement.querySelectorAll('main')).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(cyoa.name);
  },
};

/** A gated CYOA: the gate comes before the journey and is all the frame shows, so its heading is the level-one one; nothing takes the focus on load. */
export const Gated: Story = {
  args: {
    data: frameOf(cyoaRecord({ settings: { ...cyoa.settings, verifyIdentity: true, isRequired: true } })),
  },
  parameters: { machine: { id: 'frame', state: { launched: 'gate' } } },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 1, name: defaultVerificationContent.title });
    await expect(heading).toBeVisible();
    await expect(canvas.getByRole('textbox')).not.toHaveFocus();
  },
};
