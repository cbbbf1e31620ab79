import styled from 'styled-components';

// The page's own look. Kept together, in this order: styled-components writes its rules in the order the
// components are defined, and this order is the one the page's screenshots were taken with.

export const Page = styled.div`
  min-height: 100vh;
  background: var(--page-bg);
  color: var(--page-text);
  font-family: var(--page-font);

  & > main { display: grid; gap: 32px; max-width: 960px; margin: 0 auto; padding: 24px 16px 48px; }
  & h1 { margin: 0; font-size: 28px; line-height: 1.25; overflow-wrap: anywhere; }
  & h2 { margin: 0; font-size: 20px; line-height: 1.3; overflow-wrap: anywhere; }
  /* The gate's heading is the page's h1 while it is all the page shows, in the page's heading size. */
  & [data-gate] h1 { font-size: 20px; line-height: 1.3; }
  & p { margin: 0; font-size: 16px; line-height: 1.5; white-space: pre-line; overflow-wrap: anywhere; }
  & section, & [data-part='title'] { display: grid; gap: 16px; }
  & :is(button, a, input):focus-visible { outline: 2px solid var(--page-text); outline-offset: 2px; }
`;

export const Primary = styled.button`
  justify-self: start;
  min-height: 44px;
  padding: 10px 20px;
  border: 0;
  border-radius: 6px;
  background: var(--page-button);
  color: #fff;
  font: 600 16px/1.2 var(--page-font);
  text-decoration: none;
  cursor: pointer;
  &:hover { background: var(--page-button-hover); }
  &[aria-disabled='true'] { opacity: 0.7; cursor: progress; }
  /* Over the page's plain link colour. */
  && { color: #fff; }
`;

export const Secondary = styled(Primary)`
  background: transparent;
  color: var(--page-text);
  border: 1px solid var(--page-border);
  &:hover { background: transparent; text-decoration: underline; }
  && { color: var(--page-text); }
`;

export const Card = styled.div`
  display: grid;
  gap: 12px;
  padding: 16px;
  border: 1px solid var(--page-border);
  border-radius: 8px;
  background: color-mix(in srgb, var(--page-bg) 92%, var(--page-text));
`;

export const Fieldset = styled.fieldset`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 16px;
  border: 1px solid var(--page-border);
  border-radius: 8px;

  & > legend { padding: 0 4px; font-weight: 700; font-size: 16px; }
  & label { display: flex; gap: 10px; align-items: center; min-height: 32px; font-size: 16px; }
  & input { width: 20px; height: 20px; margin: 0; accent-color: var(--page-button); }
`;

export const Field = styled.div`
  display: grid;
  gap: 4px;
  & > label { font-weight: 600; }
  & > input { min-height: 44px; padding: 8px 12px; border: 1px solid var(--page-border); border-radius: 6px; font: 16px var(--page-font); color: var(--page-text); background: var(--page-bg); }
  & > input[aria-invalid='true'] { border-color: #b42318; }
  & > [data-error] { color: #b42318; font-size: 14px; }
`;

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  & > li { display: grid; gap: 8px; align-content: start; }
  & video { width: 100%; aspect-ratio: 16 / 9; background: #0f172a; border-radius: 8px; }
`;

export const Notice = styled.p`
  &[data-tone='error'] { color: #b42318; }
`;

/** A call to action's link: a new tab, which cannot reach back to the page. */
export const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
