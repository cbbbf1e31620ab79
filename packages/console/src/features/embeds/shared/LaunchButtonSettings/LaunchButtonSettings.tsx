import {
  type BlinkerSize,
  type BlinkerStyle,
  iconExtensions,
  type LaunchButton as LaunchColours,
  presetBlinkerStyles,
} from '@showroom/contract';
import { ColorPicker, RadioGroup } from '@showroom/ui';
import { LaunchButton } from '@showroom/widgets';
import styled from 'styled-components';
import { sharedLabels } from '../../messages.ts';
import { ImagePicker } from '../ImagePicker/index.ts';

export type LaunchButtonSettingsProps = {
  style: BlinkerStyle;
  onStyleChange: (style: BlinkerStyle) => void;
  /** Solo and CYOA: Small or Large play; without it (Hero) one Play. */
  size?: BlinkerSize;
  onSizeChange?: (size: BlinkerSize) => void;
  colours: LaunchColours;
  onColoursChange: (colours: LaunchColours) => void;
  /** Solo and CYOA take a custom icon; its address (chosen or stored), or null. */
  icon?: string | null;
  /** Given: the icon upload is offered. Uploading sets the style to CUSTOM (spec 2 §4). */
  onIconFile?: (file: File) => void;
  iconError?: string;
};

const Stack = styled.div`
  display: grid;
  gap: var(--space-4);
`;

/** The style cards in rows of small tiles, not one card per line. */
const Styles = styled.div`
  & [role='radiogroup'] { grid-template-columns: repeat(auto-fill, minmax(120px, 1fr)); }
`;

const Colours = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: var(--space-3);
`;

const Heading = styled.h4`
  font-size: var(--font-size-body);
  font-weight: var(--font-weight-medium);
  color: var(--color-text);
`;

/** The picker's choices: a style, and for PLAY with sizes the size too ('PLAY:SMALL'). */
type Choice = { value: string; label: string; style: BlinkerStyle; size?: BlinkerSize };

/**
 * spec 2 §2 Launch button: a style picker (Play, Small or Large for Solo and CYOA; the presets;
 * a custom uploaded icon, jpg/png/svg) and the colours of the circle, its hover, the triangle and
 * the hotspot, each a HEX field beside a native colour input (ui's ColorPicker). Each choice shows
 * the button as the prospect will see it. The editor hides this when the CTA teaser is chosen.
 */
export function LaunchButtonSettings(props: LaunchButtonSettingsProps) {
  const { style, size, colours, icon, onIconFile } = props;
  const sized = size !== undefined && props.onSizeChange !== undefined;
  const choices: Choice[] = [
    ...(sized
      ? [
          {
            value: 'PLAY:SMALL',
            label: sharedLabels.playSmall,
            style: 'PLAY' as const,
            size: 'SMALL' as const,
          },
          {
            value: 'PLAY:LARGE',
            label: sharedLabels.playLarge,
            style: 'PLAY' as const,
            size: 'LARGE' as const,
          },
        ]
      : [{ value: 'PLAY', label: sharedLabels.play, style: 'PLAY' as const }]),
    ...presetBlinkerStyles.map((preset) => ({
      value: preset,
      label: sharedLabels.presets[preset],
      style: preset,
    })),
    ...(onIconFile && icon
      ? [{ value: 'CUSTOM', label: sharedLabels.custom, style: 'CUSTOM' as const }]
      : []),
  ];
  const current = style === 'PLAY' && sized ? `PLAY:${size}` : style;
  const colour = (key: keyof LaunchColours, label: string) => (
    <ColorPicker
      label={label}
      value={colours[key]}
      invalidMessage={sharedLabels.invalidHex}
      onChange={(hex) => props.onColoursChange({ ...colours, [key]: hex })}
    />
  );
  return (
    <Stack>
      <Styles>
        <RadioGroup
          label={sharedLabels.launchStyle}
          variant="cards"
          value={current}
          onValueChange={(value) => {
            const choice = choices.find((option) => option.value === value);
            if (!choice) return;
            props.onStyleChange(choice.style);
            if (choice.size) props.onSizeChange?.(choice.size);
          }}
          options={choices.map((choice) => ({
            value: choice.value,
            label: choice.label,
            media: (
              <LaunchButton
                style={choice.style}
                size={choice.size ?? 'SMALL'}
                colours={colours}
                icon={icon}
                label=""
                motion="reduced"
              />
            ),
          }))}
        />
      </Styles>
      {onIconFile && (
        <ImagePicker
          label={sharedLabels.icon}
          extensions={iconExtensions}
          preview={icon ?? null}
          onFile={(file) => {
            onIconFile(file);
            props.onStyleChange('CUSTOM');
          }}
          error={props.iconError}
          box={{ width: 40, height: 40 }}
        />
      )}
      <Heading>{sharedLabels.colours}</Heading>
      <Colours>
        {colour('circle_color', sharedLabels.circleColour)}
        {colour('hover_color', sharedLabels.hoverColour)}
        {colour('triangle_color', sharedLabels.triangleColour)}
        {colour('hotspot_color', sharedLabels.hotspotColour)}
      </Colours>
    </Stack>
  );
}
