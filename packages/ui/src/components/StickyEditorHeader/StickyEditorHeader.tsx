import * as React from 'react';
import styled, { css } from 'styled-components';
import { Avatar } from '../Avatar/Avatar.tsx';

/** An editable field of the header's meta line. */
export type FieldInput = {
  value: string;
  onChange: (value: string) => void;
  /** Names the box for assistive tech. */
  label: string;
  /** A validation message, shown under the meta line and linked to the box. */
  error?: string | undefined;
};

export type StickyEditorHeaderProps = Omit<React.ComponentPropsWithoutRef<'header'>, 'title'> & {
  ref?: React.Ref<HTMLElement>;
  /** The editable title (controlled). */
  title: string;
  onTitleChange: (title: string) => void;
  /** Names the title box for assistive tech. */
  titleLabel?: string;
  titlePlaceholder?: string;
  titleMaxLength?: number;
  /** A validation message for the title, shown under it and linked to the box. */
  titleError?: string;
  /**
   * The owner: avatar initial and name. `id` (the rep's id, e.g. salesrep_id) picks the avatar's
   * colour, as on every other screen (issue 29 B.10); without it, the name does.
   */
  owner: { name: string; id?: string | number | undefined };
  /** The date shown beside the owner (spec: today's date, or the demo's date). */
  date: Date;
  /**
   * Makes the owner's name editable (spec 3 §2.4 recording editor): a text box in its place,
   * holding `value`; the avatar still follows `owner`. Other editors leave it out.
   */
  ownerInput?: FieldInput & { placeholder?: string; maxLength?: number };
  /** Makes the date editable: a date box (`value` is YYYY-MM-DD) in place of the text. */
  dateInput?: FieldInput;
  /** Buttons on the right: Preview, Publish, Save. */
  actions?: React.ReactNode;
};

const Root = styled.header`
  position: sticky;
  top: 0;
  z-index: var(--z-sticky);
  display: flex;
  align-items: center;
  gap: var(--space-4);
  min-height: 64px;
  padding: var(--space-3) var(--space-6);
  background: rgb(255 255 255 / 0.92);
  backdrop-filter: saturate(1.4) blur(8px);
  border-bottom: var(--border-width) solid var(--color-border);
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  flex: 1;
  min-width: 0;
`;

/** The header's inputs read as text until hovered or focused: the title, the rep name and the date. */
const inlineEditable = css`
  transition: border-color var(--motion-fast), background-color var(--motion-fast), box-shadow var(--motion-fast);

  &::placeholder { color: var(--color-text-disabled); }
  &:hover { background: var(--color-surface-hover); }
  &:focus-visible {
    outline: none;
    background: var(--color-surface);
    border-color: var(--color-accent);
    box-shadow: 0 0 0 3px var(--blue-a5);
  }
  &[aria-invalid='true'] { border-color: var(--color-danger); }
`;

const Title = styled.input`
  width: 100%;
  max-width: 560px;
  height: 32px;
  margin-left: calc(var(--space-2) * -1);
  padding: 0 var(--space-2);
  border: var(--border-width) solid transparent;
  border-radius: var(--radius-sm);
  background: transparent;
  color: var(--color-text);
  font-size: var(--font-size-h2);
  line-height: var(--line-height-h2);
  font-weight: var(--font-weight-semibold);
  letter-spacing: -0.01em;
  text-overflow: ellipsis;
  ${inlineEditable}
`;

const Meta = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  color: var(--color-text-muted);
  font-size: var(--font-size-meta);
  line-height: var(--line-height-meta);

  & > [data-dot] { width: 3px; height: 3px; border-radius: 2px; background: var(--color-text-disabled); }
`;

const MetaInput = styled.input`
  height: 24px;
  min-width: 0;
  padding: 0 var(--space-1);
  border: var(--border-width) solid transparent;
  border-radius: var(--radius-sm);
  background: transparent;
  color: inherit;
  font: inherit;
  ${inlineEditable}
`;

const NameInput = styled(MetaInput)`
  width: 18ch;
`;

const TitleError = styled.p`
  color: var(--color-danger-text);
  font-size: var(--font-size-meta);
  line-height: var(--line-height-meta);
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  flex: none;
`;

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/**
 * The top of every editor (spec 1 §5 contact list, spec 3 §4 pages, demos): an editable title,
 * the owner's avatar and name, a date and the editor's actions. Stays at the top while the
 * editor scrolls under it.
 */
export function StickyEditorHeader({
  title,
  onTitleChange,
  titleLabel = 'Title',
  titlePlaceholder = 'Untitled',
  titleMaxLength,
  titleError,
  owner,
  date,
  ownerInput,
  dateInput,
  actions,
  ...props
}: StickyEditorHeaderProps) {
  const errorId = React.useId();
  const ownerErrorId = React.useId();
  const dateErrorId = React.useId();
  return (
    <Root {...props}>
      <Main>
        <Title
          type="text"
          aria-label={titleLabel}
          placeholder={titlePlaceholder}
          maxLength={titleMaxLength}
          value={title}
          onChange={(event) => onTitleChange(event.target.value)}
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleError ? errorId : undefined}
        />
        {titleError && <TitleError id={errorId}>{titleError}</TitleError>}
        <Meta>
          {/* The name is beside it: the avatar is decoration here. */}
          <Avatar name={owner.name} colorId={owner.id ?? owner.name} size="sm" aria-hidden="true" />
          {ownerInput ? (
            <NameInput
              type="text"
              aria-label={ownerInput.label}
              placeholder={ownerInput.placeholder}
              maxLength={ownerInput.maxLength}
              value={ownerInput.value}
              onChange={(event) => ownerInput.onChange(event.target.value)}
              aria-invalid={ownerInput.error ? true : undefined}
              aria-describedby={ownerInput.error ? ownerErrorId : undefined}
            />
          ) : (
            <span>{owner.name}</span>
          )}
          <span data-dot="" aria-hidden="true" />
          {dateInput ? (
            <MetaInput
              type="date"
              aria-label={dateInput.label}
              value={dateInput.value}
              onChange={(event) => dateInput.onChange(event.target.value)}
              aria-invalid={dateInput.error ? true : undefined}
              aria-describedby={dateInput.error ? dateErrorId : undefined}
            />
          ) : (
            <time dateTime={date.toISOString().slice(0, 10)}>{longDate.format(date)}</time>
          )}
        </Meta>
        {ownerInput?.error && <TitleError id={ownerErrorId}>{ownerInput.error}</TitleError>}
        {dateInput?.error && <TitleError id={dateErrorId}>{dateInput.error}</TitleError>}
      </Main>
      {actions && <Actions>{actions}</Actions>}
    </Root>
  );
}
