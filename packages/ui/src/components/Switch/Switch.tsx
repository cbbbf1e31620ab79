import { Switch as RadixSwitch } from 'radix-ui';
import * as React from 'react';
import styled from 'styled-components';

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

const Text = styled.span`
  display: grid;
  gap: 2px;
`;

const Label = styled.label`
  font-size: var(--font-size-body);
  line-height: var(--line-height-body);
  color: var(--color-text);
  cursor: pointer;
  user-select: none;
`;

const Description = styled.span`
  font-size: var(--font-size-meta);
  line-height: var(--line-height-meta);
  color: var(--color-text-muted);
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
  const autoId = React.useId();
  const id = idProp ?? `${autoId}-switch`;
  const descriptionId = description ? `${autoId}-description` : undefined;
  return (
    <Row className={className} style={style} data-label-position={labelPosition}>
      <Track ref={ref} id={id} aria-describedby={descriptionId} {...props}>
        <Thumb />
      </Track>
      <Text>
        <Label htmlFor={id}>{label}</Label>
        {description && <Description id={descriptionId}>{description}</Description>}
      </Text>
    </Row>
  );
}
