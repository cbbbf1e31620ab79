import { Switch as RadixSwitch } from 'radix-ui';
import type * as React from 'react';
import styled from 'styled-components';
import { ChoiceLabel, useChoiceIds } from '../Field/ChoiceLabel.tsx';

export type SwitchProps = Omit<React.ComponentPropsWithoutRef<typeof RadixSwitch.Root>, 'children'> & {
  ref?: React.Ref<HTMLButtonElement>;
  /** Visible label; also the switch's accessible name. */
  label: string;
  /** A second line under the label, linked as the description. */
  description?: string;
  /** Put the label before the switch (settings rows) instead of after it. */
  labelPosition?: 'start' | 'end';
};

const Row = styled.div`
  display: inline-flex;
  align-items: flex-start;
  gap: var(--space-3);

  &[data-label-position='start'] { flex-direction: row-reverse; justify-content: space-between; }
`;

const Track = styled(RadixSwitch.Root)`
  flex: none;
  position: relative;
  width: 32px;
  height: 20px;
  padding: 0;
  border: 0;
  border-radius: var(--radius-full);
  background: var(--slate-7);
  cursor: pointer;
  transition: background-color var(--motion-normal) var(--motion-ease-out);

  &:hover:not([data-disabled]) { background: var(--slate-8); }
  &[data-state='checked'] { background: var(--color-accent); }
  &[data-state='checked']:hover:not([data-disabled]) { background: var(--color-accent-hover); }
  &:focus-visible { outline: 2px solid var(--color-focus-ring); outline-offset: 2px; }
  &[data-disabled] { opacity: 0.5; cursor: not-allowed; }
`;

const Thumb = styled(RadixSwitch.Thumb)`
  display: block;
  width: 16px;
  height: 16px;
  border-radius: var(--radius-full);
  background: #ffffff;
  box-shadow: 0 1px 2px rgb(0 0 0 / 0.2);
  transform: translateX(2px);
  transition: transform var(--motion-normal) var(--motion-ease-out);

  &[data-state='checked'] { transform: translateX(14px); }
`;

/** An on/off setting that takes effect at once (radix Switch), e.g. "Verify identity". */
export function Switch({
  label,
  description,
  labelPosition = 'end',
  id: idProp,
  className,
  style,
  ref,
  ...props
}: SwitchProps) {
  const { id, descriptionId } = useChoiceIds(idProp, 'switch', description);
  return (
    <Row className={className} style={style} data-label-position={labelPosition}>
      <Track ref={ref} id={id} aria-describedby={descriptionId} {...props}>
        <Thumb />
      </Track>
      {/* The label keeps its colour when disabled: the dimmed track says it. */}
      <ChoiceLabel htmlFor={id} label={label} description={description} descriptionId={descriptionId} />
    </Row>
  );
}
