// The 16 px stroke icons of the product (currentColor, decorative: each button is named by its label).
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

export function MoreIcon(props: IconProps) {
  return (
    <svg {...base} aria-hidden="true" {...props}>
      <circle cx="3.5" cy="8" r="0.9" fill="currentColor" stroke="none" />
      <circle cx="8" cy="8" r="0.9" fill="currentColor" stroke="none" />
      <circle cx="12.5" cy="8" r="0.9" fill="currentColor" stroke="none" />
    </svg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <svg {...base} aria-hidden="true" {...props}>
      <path d="m4 4 8 8m0-8-8 8" />
    </svg>
  );
}

export function CopyIcon(props: IconProps) {
  return (
    <svg {...base} aria-hidden="true" {...props}>
      <rect x="5.25" y="5.25" width="8" height="8" rx="1.5" />
      <path d="M10.75 5.25V4.25a1.5 1.5 0 0 0-1.5-1.5h-5a1.5 1.5 0 0 0-1.5 1.5v5a1.5 1.5 0 0 0 1.5 1.5h1" />
    </svg>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <svg {...base} aria-hidden="true" {...props}>
      <path d="m3.5 8.5 3 3 6-7" />
    </svg>
  );
}

export function TrashIcon(props: IconProps) {
  return (
    <svg {...base} aria-hidden="true" {...props}>
      <path d="M2.75 4.25h10.5M6.25 4.25v-1.5h3.5v1.5M4.25 4.25l.6 8.4a1.25 1.25 0 0 0 1.25 1.1h3.8a1.25 1.25 0 0 0 1.25-1.1l.6-8.4" />
    </svg>
  );
}

export function EyeIcon(props: IconProps) {
  return (
    <svg {...base} aria-hidden="true" {...props}>
      <path d="M1.75 8S4 3.75 8 3.75 14.25 8 14.25 8 12 12.25 8 12.25 1.75 8 1.75 8Z" />
      <circle cx="8" cy="8" r="2" />
    </svg>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <svg {...base} aria-hidden="true" {...props}>
      <path d="m4 6 4 4 4-4" />
    </svg>
  );
}

export function PlusIcon(props: IconProps) {
  return (
    <svg {...base} aria-hidden="true" {...props}>
      <path d="M8 3.25v9.5M3.25 8h9.5" />
    </svg>
  );
}

// The demo player's controls (packages/widgets player).
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
