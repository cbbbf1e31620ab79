import * as React from 'react';
import styled from 'styled-components';

/** Out of sight, still read: the name of a frame that shows none (a Solo's, a Sneakpeek's). */
const Hidden = styled.h1`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: 0;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/**
 * The heading of a frame whose look has no title (spec 2: a Solo and a Sneakpeek show the demo
 * only): its widget's name, for screen readers, at the frame's level (1 in its own frame, where
 * it is the document's heading; 2 under a page's title). It names the frame's region, so the
 * region and the outline say the same. With no level (a Solo drawn inside another screen, the
 * console's preview) there is no heading, and the name labels the region alone.
 */
export function useFrameHeading(name: string, level: 1 | 2 | undefined) {
  const id = React.useId();
  if (level === undefined) return { labelled: { 'aria-label': name }, heading: null };
  return {
    labelled: { 'aria-labelledby': id },
    heading: (
      <Hidden as={`h${level}`} id={id}>
        {name}
      </Hidden>
    ),
  };
}
