import type { DateValue } from '@internationalized/date';
import * as React from 'react';
import { type AriaDateFieldProps, useDateField, useDateSegment, useLocale } from 'react-aria';
import { type DateFieldState, type DateSegment, useDateFieldState } from 'react-stately';
import styled from 'styled-components';
import { createCalendar } from './dates.ts';

const Segments = styled.div`
  display: inline-flex;
`;

const Segment = styled.div`
  padding: 0 1px;
  border-radius: 3px;
  outline: none;
  text-align: end;

  &[data-literal] { padding: 0; color: var(--color-text-muted); }
  &[data-placeholder] { color: var(--color-text-disabled); }
  &:focus { background: var(--color-accent); color: var(--color-accent-contrast); }
`;

function SegmentView({ segment, state }: { segment: DateSegment; state: DateFieldState }) {
  const ref = React.useRef<HTMLDivElement>(null);
  const { segmentProps } = useDateSegment(segment, state, ref);
  return (
    <Segment
      {...segmentProps}
      ref={ref}
      data-placeholder={segment.isPlaceholder ? '' : undefined}
      data-literal={segment.type === 'literal' ? '' : undefined}
    >
      {segment.text}
    </Segment>
  );
}

/** One end of the range as editable segments (month, day, year): arrows change them, digits type. */
export function DateField(props: AriaDateFieldProps<DateValue>) {
  const { locale } = useLocale();
  const state = useDateFieldState({ ...props, locale, createCalendar });
  const ref = React.useRef<HTMLDivElement>(null);
  const { fieldProps } = useDateField(props, state, ref);
  return (
    <Segments {...fieldProps} ref={ref}>
      {state.segments.map((segment, index) => (
        // Segments have no identity of their own; their order is fixed by the locale.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <SegmentView key={index} segment={segment} state={state} />
      ))}
    </Segments>
  );
}
