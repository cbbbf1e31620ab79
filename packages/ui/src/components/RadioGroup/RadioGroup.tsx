import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import * as React from 'react';
import styled from 'styled-components';
import { ChoiceDescription, ChoiceLabel, choiceIndicator } from '../Field/ChoiceLabel.tsx';

export type RadioOption = {
  value: string;
  label: string;
  /** A second line; on cards, the card's body text. */
  description?: string;
  /** An illustration or icon shown at the top of a card (decorative). */
  media?: React.ReactNode;
  disabled?: boolean;
};

export type RadioGroupProps = Omit<
  React.ComponentPropsWithoutRef<typeof RadixRadioGroup.Root>,
  'children' | 'asChild'
> & {
  ref?: React.Ref<HTMLDivElement>;
  /** The group's visible label and accessible name. */
  label: string;
  options: RadioOption[];
  /** list: a column of radios; cards: a grid of selectable cards (the widget type chooser). */
  variant?: 'list' | 'cards';
  /** Error message for the group, linked as its description. */
  error?: string;
};

const Group = styled.div`
  display: grid;
  gap: var(--space-2);
`;

const Legend = styled.span`
  font-size: var(--font-size-body);
  line-height: var(--line-height-body);
  font-weight: var(--font-weight-medium);
  color: var(--color-text);
`;

const Root = styled(RadixRadioGroup.Root)`
  display: grid;
  gap: var(--space-2);

  &[data-variant='cards'] {
    grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
    gap: var(--space-3);
  }
`;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: var(--space-2);
`;

const Dot = styled(RadixRadioGroup.Item)`
  ${choiceIndicator}
  border-radius: var(--radius-full);
  transition: border-color var(--motion-fast) var(--motion-ease-out);

  &[data-state='checked'] { border-color: var(--color-accent); background: var(--color-accent); }
`;

const DotIndicator = styled(RadixRadioGroup.Indicator)`
  width: 6px;
  height: 6px;
  border-radius: var(--radius-full);
  background: #ffffff;
`;

const Card = styled(RadixRadioGroup.Item)`
  position: relative;
  display: grid;
  align-content: start;
  justify-items: start;
  gap: var(--space-1);
  padding: var(--space-4);
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  color: var(--color-text);
  text-align: left;
  cursor: pointer;
  transition-property: border-color, box-shadow, background-color;
  transition-duration: var(--motion-fast);
  transition-timing-function: var(--motion-ease-out);

  &:hover:not([data-disabled]) { border-color: var(--color-border-hover); }
  &:focus-visible { outline: 2px solid var(--color-focus-ring); outline-offset: 2px; }
  &[data-state='checked'] {
    border-color: var(--color-accent);
    background: var(--blue-2);
    box-shadow: inset 0 0 0 1px var(--color-accent);
  }
  &[data-disabled] { opacity: 0.5; cursor: not-allowed; }
`;

const CardMedia = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  min-height: 56px;
  margin-bottom: var(--space-2);
  border-radius: var(--radius-sm);
  background: var(--color-surface-subtle);
  color: var(--color-text-muted);

  [data-state='checked'] > & { background: var(--blue-3); color: var(--color-accent); }
`;

const CardTitle = styled.span`
  font-size: var(--font-size-body);
  line-height: var(--line-height-body);
  font-weight: var(--font-weight-semibold);
`;

const CardCheck = styled.span`
  position: absolute;
  top: var(--space-3);
  right: var(--space-3);
  width: 16px;
  height: 16px;
  border: var(--border-width) solid var(--color-border-hover);
  border-radius: var(--radius-full);
  background: var(--color-surface);

  [data-state='checked'] > & {
    border: 5px solid var(--color-accent);
  }
`;

const ErrorText = styled.p`
  font-size: var(--font-size-meta);
  line-height: var(--line-height-meta);
  color: var(--color-danger-text);
`;

/**
 * One choice out of a few (radix RadioGroup: arrow keys move and select, Tab leaves the group).
 * As `cards` it is the type chooser: each card is one radio with a title and a description.
 */
export function RadioGroup({
  label,
  options,
  variant = 'list',
  error,
  className,
  style,
  ref,
  ...props
}: RadioGroupProps) {
  const id = React.useId();
  const labelId = `${id}-label`;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <Group className={className} style={style}>
      <Legend id={labelId}>{label}</Legend>
      <Root
        ref={ref}
        aria-labelledby={labelId}
        aria-describedby={errorId}
        aria-invalid={error ? true : undefined}
        data-variant={variant}
        {...props}
      >
        {options.map((option) => {
          const itemId = `${id}-${option.value}`;
          const descriptionId = option.description ? `${itemId}-description` : undefined;
          if (variant === 'cards') {
            return (
              <Card
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                aria-labelledby={`${itemId}-title`}
                aria-describedby={descriptionId}
              >
                {option.media && <CardMedia aria-hidden>{option.media}</CardMedia>}
                <CardCheck aria-hidden />
                <CardTitle id={`${itemId}-title`}>{option.label}</CardTitle>
                {option.description && (
                  <ChoiceDescription id={descriptionId}>{option.description}</ChoiceDescription>
                )}
              </Card>
            );
          }
          return (
            <Row key={option.value}>
              <Dot
                id={itemId}
                value={option.value}
                disabled={option.disabled}
                aria-describedby={descriptionId}
              >
                <DotIndicator />
              </Dot>
              <ChoiceLabel
                htmlFor={itemId}
                label={option.label}
                description={option.description}
                descriptionId={descriptionId}
                disabled={option.disabled}
              />
            </Row>
          );
        })}
      </Root>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Group>
  );
}
