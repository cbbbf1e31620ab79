import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { VideoFrame, VideoFrameSpot } from './VideoFrame.tsx';

// A drawn poster (no network, same pixels every run); stories show the frame before play.
const poster = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720"><rect width="1280" height="720" fill="#F1F3F7"/><rect x="0" y="0" width="1280" height="56" fill="#1E41AF"/><rect x="40" y="96" width="260" height="584" rx="12" fill="#fff"/><rect x="340" y="96" width="900" height="280" rx="12" fill="#fff"/><rect x="340" y="400" width="430" height="280" rx="12" fill="#fff"/><rect x="810" y="400" width="430" height="280" rx="12" fill="#fff"/><rect x="380" y="140" width="300" height="28" rx="14" fill="#C9D2E3"/><rect x="1080" y="300" width="120" height="44" rx="8" fill="#18B0AA"/></svg>',
)}`;

const hotspot = (caption: string) => (
  <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
    <span
      aria-hidden="true"
      style={{
        width: 28,
        height: 28,
        borderRadius: 14,
        background: 'rgb(185 195 214 / 0.9)',
        border: '3px solid #fff',
        boxShadow: '0 0 0 4px rgb(30 65 175 / 0.25)',
      }}
    />
    <span
      style={{
        padding: '6px 10px',
        borderRadius: 6,
        background: '#fff',
        color: '#000',
        fontSize: 12,
        fontWeight: 500,
        whiteSpace: 'nowrap',
        boxShadow: 'var(--shadow-elevated)',
      }}
    >
      {caption}
    </span>
  </span>
);

const meta = {
  title: 'ui/VideoFrame',
  component: VideoFrame,
  args: { label: 'Acme onboarding', poster, style: { width: 640 } },
} satisfies Meta<typeof VideoFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Poster: Story = {};

export const WithHotspots: Story = {
  args: {
    children: (
      <>
        <VideoFrameSpot top={46} left={86} anchor="center">
          {hotspot('Click Save')}
        </VideoFrameSpot>
        <VideoFrameSpot
          top={14}
          left={3}
          width={21}
          height={81}
          style={{ border: '2px dashed #1E41AF', borderRadius: 8 }}
          aria-label="Click region: navigation"
          role="note"
        />
      </>
    ),
  },
};

export const PlayFocused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Play' })).toHaveFocus();
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16, width: 820 }}>
      <VideoFrame {...args} style={{}} label="Poster" />
      <VideoFrame {...args} style={{}} label="Hotspot">
        <VideoFrameSpot top={46} left={86} anchor="center">
          {hotspot('Click Save')}
        </VideoFrameSpot>
      </VideoFrame>
      <VideoFrame {...args} style={{}} poster={undefined} label="No poster" />
      <VideoFrame {...args} style={{ aspectRatio: '9 / 16', width: 180 }} label="Portrait" />
    </div>
  ),
};
