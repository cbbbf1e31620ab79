// The 12 px marks drawn inside a small box or badge (a checkbox, a done step, a toast's kind); the
// part around a mark sets its size and colour. Internal to ui and decorative.

const mark = {
  viewBox: '0 0 12 12',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: 'false',
} as const;

export function CheckMark() {
  return (
    <svg {...mark} aria-hidden>
      <path d="M2.75 6.25 5 8.5l4.25-5" />
    </svg>
  );
}

/** A checkbox's indeterminate state (some of its rows chosen). */
export function DashMark() {
  return (
    <svg {...mark} aria-hidden>
      <path d="M3 6h6" />
    </svg>
  );
}

export function CrossMark() {
  return (
    <svg {...mark} aria-hidden>
      <path d="m3.5 3.5 5 5m0-5-5 5" />
    </svg>
  );
}
