import * as React from 'react';
import { type AriaButtonProps, mergeProps, useButton, useFocusRing, useTag, useTagGroup } from 'react-aria';
import { Item, type ListState, type Node, useListState } from 'react-stately';
import styled from 'styled-components';
import { Field, Label, Message } from '../Field/parts.tsx';
import { CloseIcon } from '../IconButton/icons.tsx';

export type TagInputProps = {
  /** Visible label, e.g. 'Blocked domains'; names the input. */
  label: string;
  /** Controlled tags. */
  value?: string[];
  defaultValue?: string[];
  onChange?: (tags: string[]) => void;
  /** Checks one tag before it is added; returns the error message, or nothing when it is fine. */
  validate?: (tag: string) => string | undefined | null;
  /** Shown when the tag is already there. */
  duplicateMessage?: string;
  placeholder?: string;
  helpText?: string;
  disabled?: boolean;
  /** Compare tags case-insensitively when refusing duplicates (domains, e-mails). */
  caseInsensitive?: boolean;
  className?: string;
  style?: React.CSSProperties;
};

type Tag = { id: string; text: string };

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-1);
  min-height: 36px;
  padding: 3px var(--space-1);
  border: var(--border-width) solid var(--color-border-strong);
  border-radius: var(--radius-sm);
  background: var(--color-surface);
  box-shadow: 0 1px 2px rgb(0 0 0 / 0.03);
  cursor: text;
  transition-property: border-color, box-shadow;
  transition-duration: var(--motion-fast);

  &:hover:not([data-disabled]) { border-color: var(--color-border-hover); }
  &:focus-within { border-color: var(--color-accent); box-shadow: 0 0 0 3px var(--blue-a5); }
  &[data-invalid] { border-color: var(--color-danger); }
  &[data-invalid]:focus-within { box-shadow: 0 0 0 3px var(--red-a5); }
  &[data-disabled] { background: var(--color-surface-subtle); cursor: not-allowed; }
`;

const Grid = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: var(--space-1);
  outline: none;
`;

const Chip = styled.div`
  display: inline-flex;
  align-items: center;
  height: 26px;
  padding: 0 2px 0 var(--space-2);
  border-radius: var(--radius-sm);
  background: var(--slate-3);
  border: var(--border-width) solid var(--slate-a5);
  color: var(--color-text);
  font-size: var(--font-size-meta);
  line-height: var(--line-height-meta);
  font-weight: var(--font-weight-medium);
  outline: none;

  &[data-focus-visible] { outline: 2px solid var(--color-focus-ring); outline-offset: 1px; }
`;

const Cell = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 2px;
`;

const Remove = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  padding: 0;
  border: 0;
  border-radius: 4px;
  background: none;
  color: var(--color-text-muted);
  cursor: pointer;

  &:hover { background: var(--slate-5); color: var(--color-text); }
  & svg { width: 12px; height: 12px; }
`;

const Input = styled.input`
  flex: 1;
  min-width: 120px;
  height: 26px;
  padding: 0 var(--space-2);
  border: 0;
  background: none;
  color: var(--color-text);
  font-size: var(--font-size-body);

  &::placeholder { color: var(--color-text-disabled); }
  &:focus { outline: none; }
  &:disabled { cursor: not-allowed; }
`;

function RemoveButton(props: AriaButtonProps & { disabled?: boolean }) {
  const ref = React.useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton(props, ref);
  return (
    <Remove {...buttonProps} ref={ref}>
      <CloseIcon />
    </Remove>
  );
}

function TagChip({ item, state }: { item: Node<Tag>; state: ListState<Tag> }) {
  const ref = React.useRef<HTMLDivElement>(null);
  const { focusProps, isFocusVisible } = useFocusRing({ within: false });
  const { rowProps, gridCellProps, removeButtonProps, allowsRemoving } = useTag({ item }, state, ref);
  return (
    <Chip
      {...mergeProps(rowProps, focusProps)}
      ref={ref}
      data-focus-visible={isFocusVisible ? '' : undefined}
    >
      <Cell {...gridCellProps}>
        {item.rendered}
        {allowsRemoving && <RemoveButton {...removeButtonProps} />}
      </Cell>
    </Chip>
  );
}

let nextId = 0;
const toTags = (texts: string[]): Tag[] => texts.map((text) => ({ id: `tag-${++nextId}`, text }));

/**
 * A list of short values typed one by one (a domain blocklist): Enter (or a comma) adds the text
 * as a tag after the caller's `validate` and a duplicate check; each tag has a remove button;
 * Backspace in the empty input removes the last tag; arrow keys move between tags and
 * Delete/Backspace remove the focused one (react-aria TagGroup).
 */
export function TagInput({
  label,
  value,
  defaultValue = [],
  onChange,
  validate,
  duplicateMessage = 'Already added',
  placeholder,
  helpText,
  disabled = false,
  caseInsensitive = true,
  className,
  style,
}: TagInputProps) {
  const id = React.useId();
  const [own, setOwn] = React.useState(() => toTags(defaultValue));
  // A controlled list keeps stable ids for its texts across renders.
  const controlledRef = React.useRef<Tag[]>([]);
  const tags = React.useMemo(() => {
    if (value === undefined) return own;
    const previous = controlledRef.current;
    const next = value.map((text, index) =>
      previous[index]?.text === text ? previous[index]! : { id: `tag-${++nextId}`, text },
    );
    controlledRef.current = next;
    return next;
  }, [value, own]);

  const [text, setText] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const gridRef = React.useRef<HTMLDivElement>(null);

  const update = (next: Tag[]) => {
    if (value === undefined) setOwn(next);
    onChange?.(next.map((tag) => tag.text));
  };

  const same = (a: string, b: string) => (caseInsensitive ? a.toLowerCase() === b.toLowerCase() : a === b);

  const add = () => {
    const candidate = text.trim();
    if (!candidate) return;
    if (tags.some((tag) => same(tag.text, candidate))) {
      setError(duplicateMessage);
      return;
    }
    const problem = validate?.(candidate);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setText('');
    update([...tags, ...toTags([candidate])]);
  };

  const remove = (keys: Set<React.Key>) => {
    const next = tags.filter((tag) => !keys.has(tag.id));
    update(next);
    // Focus returns to the input once no tag is left to move to.
    if (next.length === 0) inputRef.current?.focus();
  };

  const state = useListState<Tag>({
    items: tags,
    children: (tag: Tag) => (
      <Item key={tag.id} textValue={tag.text}>
        {tag.text}
      </Item>
    ),
  });
  const { gridProps } = useTagGroup<Tag>(
    { 'aria-labelledby': `${id}-label`, items: tags, onRemove: disabled ? undefined : remove },
    state,
    gridRef,
  );

  const message = error ?? helpText;
  return (
    <Field className={className} style={style}>
      <Label id={`${id}-label`} htmlFor={`${id}-input`}>
        {label}
      </Label>
      {/* Clicking the box's empty space focuses the input (the tags and input stay keyboard-reachable). */}
      <Box
        data-invalid={error ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
        onClick={(event) => {
          if (event.target === event.currentTarget) inputRef.current?.focus();
        }}
      >
        {tags.length > 0 && (
          <Grid {...gridProps} ref={gridRef}>
            {[...state.collection].map((item) => (
              <TagChip key={item.key} item={item} state={state} />
            ))}
          </Grid>
        )}
        <Input
          ref={inputRef}
          id={`${id}-input`}
          value={text}
          placeholder={tags.length === 0 ? placeholder : undefined}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (error) setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ',') {
              event.preventDefault();
              add();
            } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
              event.preventDefault();
              update(tags.slice(0, -1));
            }
          }}
        />
      </Box>
      {message && (
        <Message id={`${id}-message`} data-tone={error ? 'error' : 'help'} role={error ? 'alert' : undefined}>
          {message}
        </Message>
      )}
    </Field>
  );
}
