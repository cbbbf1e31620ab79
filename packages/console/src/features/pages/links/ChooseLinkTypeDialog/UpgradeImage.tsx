import styled from 'styled-components';

const Picture = styled.svg`
  flex: none;
  width: 40px;
  height: 40px;
`;

/**
 * spec 3 §2.9 'the bulk option is locked with an upgrade image': a padlock on the plan's badge,
 * named for screen readers by the message beside it.
 */
export function UpgradeImage({ label }: { label: string }) {
  return (
    <Picture viewBox="0 0 40 40" role="img" aria-label={label}>
      <rect x="1" y="1" width="38" height="38" rx="10" fill="var(--amber-3)" stroke="var(--amber-7)" />
      <path
        d="M13 8l3.5 4L20 7l3.5 5L27 8l-1.5 7h-11z"
        fill="var(--amber-9)"
        stroke="var(--amber-11)"
        strokeWidth="1"
        strokeLinejoin="round"
      />
      <rect x="13" y="20" width="14" height="11" rx="2.5" fill="var(--amber-11)" />
      <path d="M16 20v-2.5a4 4 0 0 1 8 0V20" fill="none" stroke="var(--amber-11)" strokeWidth="2" />
      <circle cx="20" cy="25.5" r="1.6" fill="var(--amber-3)" />
    </Picture>
  );
}
