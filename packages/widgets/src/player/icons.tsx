// The player's 16 px icons (currentColor, decorative: each button is named by its label).
import type * as React from 'react';

type IconProps = React.ComponentPropsWithoutRef<'svg'>;

const base = {
  viewBox: '0 0 16 16',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: 'false',
} as const;

export function PlayIcon(props: IconProps) {
  return (
    <svg {...base} aria-hidden="true" {...props}>
      <path d="M4.5 2.75v10.5L13 8z" fill="currentColor" />
    </svg>
  );
}

export function PauseIcon(props: IconProps) {
  return (
    <svg {...base} aria-hidden="true" {...props}>
      <path d="M4.5 2.75v10.5M11.5 2.75v10.5" strokeWidth={2.25} />
    </svg>
  );
}

export function VolumeIcon(props: IconProps) {
  return (
    <svg {...base} aria-hidden="true" {...props}>
      <path d="M2.5 6v4h2.75L9 13V3L5.25 6z" fill="currentColor" />
      <path d="M11.25 5.75a3.25 3.25 0 0 1 0 4.5M12.9 4a5.75 5.75 0 0 1 0 8" />
    </svg>
  );
}

export function MutedIcon(props: IconProps) {
  return (
    <svg {...base} aria-hidden="true" {...props}>
      <path d="M2.5 6v4h2.75L9 13V3L5.25 6z" fill="currentColor" />
      <path d="m11 6 3.5 4m0-4L11 10" />
    </svg>
  );
}

export function PointerIcon(props: IconProps) {
  return (
    <svg {...base} aria-hidden="true" {...props}>
      <path d="M3.5 2.5 12.5 7l-4 1.25-1.75 4.25z" />
    </svg>
  );
}

export function PointerOffIcon(props: IconProps) {
  return (
    <svg {...base} aria-hidden="true" {...props}>
      <path d="M3.5 2.5 12.5 7l-4 1.25-1.75 4.25z" opacity={0.45} />
      <path d="m2 14 12-12" />
    </svg>
  );
}

export function CaptionsIcon(props: IconProps) {
  return (
    <svg {...base} aria-hidden="true" {...props}>
      <rect x="1.75" y="3.25" width="12.5" height="9.5" rx="1.75" />
      <path d="M7 6.6a1.75 1.75 0 1 0 0 2.8M11.5 6.6a1.75 1.75 0 1 0 0 2.8" />
    </svg>
  );
}
