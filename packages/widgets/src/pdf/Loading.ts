import styled from 'styled-components';

/**
 * While the PDF opens: a box of the viewer's shape, saying so. A file of its own: the step shows it
 * while the viewer's chunk loads, so it is in the app's code, the rest of the viewer's look is not.
 */
export const Loading = styled.div`
  display: grid;
  place-items: center;
  width: 100%;
  aspect-ratio: 3 / 4;
  max-height: 70vh;
  box-sizing: border-box;
  border: 1px solid var(--widget-border, #363a3f);
  border-radius: 6px;
  background: var(--widget-bg, #111113);
  color: var(--widget-text-muted, #b0b4ba);
`;
