import * as React from 'react';
import styled, { css, keyframes } from 'styled-components';

/**
 * The runtime's look, from the widget theme's variables (ui widgetThemes: CYOA is dark, spec 2 §9;
 * the company's accent laid over it by the frame). Each variable has the dark theme's value as
 * fallback, so the runtime reads right even outside a themed root.
 */

export const Root = styled.section`
  display: grid;
  gap: 12px;
  width: 100%;
  max-width: 960px;
  padding: 16px;
  box-sizing: border-box;
  color-scheme: dark;
  background: var(--widget-bg, #111113);
  color: var(--widget-text, #edeef0);
  font-family: var(--widget-font, system-ui, sans-serif);
  font-size: var(--widget-description-size, 14px);
  line-height: 1.5;

  & *:focus-visible {
    outline: 2px solid var(--widget-text, #edeef0);
    outline-offset: 2px;
  }
`;

export const Progress = styled.div`
  display: grid;
  gap: 6px;
  color: var(--widget-text-muted, #b0b4ba);
  font-size: 12px;

  & > [data-bar] {
    height: 4px;
    border-radius: 2px;
    background: var(--widget-border, #363a3f);
    overflow: hidden;
  }
  & > [data-bar] > span {
    display: block;
    height: 100%;
    width: var(--progress);
    background: var(--widget-accent, #3e63dd);
    transition: width 160ms ease-out;
  }
  @media (prefers-reduced-motion: reduce) {
    & > [data-bar] > span { transition: none; }
  }
  [data-motion='reduced'] & > [data-bar] > span { transition: none; }
`;

const cardIn = keyframes`
  from { opacity: 0; transform: translateY(4px); }
  to { opacity: 1; transform: none; }
`;

/** One card of the journey; it fades in unless motion is reduced. */
export const Card = styled.div`
  display: grid;
  gap: 12px;
  padding: 20px;
  border: 1px solid var(--widget-border, #363a3f);
  border-radius: var(--widget-radius, 8px);
  background: var(--widget-surface, #18191b);
  animation: ${cardIn} 160ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  [data-motion='reduced'] & { animation: none; }

  &[data-kind='modal'] {
    max-width: 520px;
    justify-self: center;
    width: 100%;
    box-sizing: border-box;
    box-shadow: 0 8px 24px rgb(0 0 0 / 0.4);
  }
`;

const HeadingText = styled.h2`
  margin: 0;
  font-size: var(--widget-headline-size, 20px);
  line-height: 1.3;
  font-weight: 600;
  overflow-wrap: anywhere;

  &:focus { outline: none; }
  &:focus-visible { outline: 2px solid var(--widget-text, #edeef0); outline-offset: 2px; }
`;

const SubheadingText = styled.h3`
  margin: 0 0 8px;
  font-size: 16px;
  font-weight: 600;
`;

/** The level of a card's heading: 1 in a frame of its own, 2 on a page whose title is the h1 (the share page). */
export const HeadingLevel = React.createContext<1 | 2>(1);

type HeadingProps = React.ComponentPropsWithoutRef<'h2'> & { ref?: React.Ref<HTMLHeadingElement> };

export function Heading(props: HeadingProps) {
  const level = React.useContext(HeadingLevel);
  return <HeadingText as={level === 1 ? 'h1' : 'h2'} {...props} />;
}

export function Subheading(props: HeadingProps) {
  const level = React.useContext(HeadingLevel);
  return <SubheadingText as={level === 1 ? 'h2' : 'h3'} {...props} />;
}

export const Text = styled.p`
  margin: 0;
  color: var(--widget-text-muted, #b0b4ba);
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;

  & > [data-spacer] { flex: 1; }
`;

const buttonLook = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 36px;
  padding: 0 16px;
  border: 1px solid transparent;
  border-radius: 6px;
  font: inherit;
  font-size: var(--widget-action-size, 14px);
  font-weight: 500;
  cursor: pointer;
  text-decoration: none;
  background: var(--widget-accent, #3e63dd);
  color: var(--widget-accent-contrast, #ffffff);
  transition: background-color 120ms ease-out;

  &:hover { background: var(--widget-accent-hover, #5472e4); }

  &[data-variant='secondary'] {
    background: transparent;
    color: var(--widget-text, #edeef0);
    border-color: var(--widget-border, #363a3f);
  }
  &[data-variant='secondary']:hover { background: rgb(255 255 255 / 0.06); }

  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

export const Button = styled.button`
  ${buttonLook}
`;

/** An address the rep gave, looking like the buttons beside it. */
export const LinkButton = styled.a`
  ${buttonLook}
`;

export const Field = styled.label`
  display: grid;
  gap: 6px;

  & > textarea,
  & > input {
    font: inherit;
    padding: 8px 10px;
    border: 1px solid var(--widget-border, #363a3f);
    border-radius: 6px;
    background: var(--widget-bg, #111113);
    color: var(--widget-text, #edeef0);
  }
  & > textarea { min-height: 88px; resize: vertical; }
`;

export const Choices = styled.fieldset`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  & > legend {
    padding: 0;
    margin-bottom: 4px;
    font-size: var(--widget-headline-size, 20px);
    line-height: 1.3;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  & > legend:focus { outline: none; }
  & > legend:focus-visible { outline: 2px solid var(--widget-text, #edeef0); outline-offset: 2px; }

  & > label {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 10px 12px;
    border: 1px solid var(--widget-border, #363a3f);
    border-radius: 6px;
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  & > label:has(input:checked) { border-color: var(--widget-accent, #3e63dd); }
  & > label > input { margin: 0; accent-color: var(--widget-accent, #3e63dd); width: 16px; height: 16px; flex: none; }
`;

export const Hint = styled.p`
  margin: 0;
  color: var(--widget-text-muted, #b0b4ba);
  font-size: 12px;
`;

export const Problem = styled.p`
  margin: 0;
  color: #ff9592;
  font-weight: 500;
`;

/** Text only screen readers read. */
export const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

export const Pdf = styled.iframe`
  width: 100%;
  aspect-ratio: 3 / 4;
  max-height: 70vh;
  border: 1px solid var(--widget-border, #363a3f);
  border-radius: 6px;
  background: #ffffff;
`;

export const Recommendations = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
    gap: 8px;
    padding: 8px;
    border: 1px solid var(--widget-border, #363a3f);
    border-radius: 6px;
  }
  & img {
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: 4px;
    background: #000;
  }
`;
