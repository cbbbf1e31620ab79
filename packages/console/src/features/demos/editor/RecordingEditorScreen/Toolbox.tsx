import { useDndMonitor, useDraggable } from '@dnd-kit/core';
import type { AnnotationTool } from '@showroom/machines';
import { useRef } from 'react';
import styled from 'styled-components';
import { editorLabels } from '../../messages/editor.ts';

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  flex-wrap: wrap;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: var(--font-size-body);
  font-weight: var(--font-weight-semibold);
`;

const Hint = styled.p`
  margin: 0;
  color: var(--color-text-muted);
  font-size: var(--font-size-meta);
  line-height: var(--line-height-meta);
`;

const Tool = styled.button`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  height: 36px;
  padding: 0 var(--space-3);
  border: var(--border-width) solid var(--color-border-strong);
  border-radius: var(--radius-sm);
  background: var(--color-surface);
  color: var(--color-text);
  font: inherit;
  cursor: grab;
  touch-action: none;
  transition: border-color var(--motion-fast), background-color var(--motion-fast);

  &:hover:not(:disabled) { border-color: var(--color-border-hover); background: var(--color-surface-hover); }
  &:focus-visible { outline: 2px solid var(--color-focus-ring); outline-offset: 2px; }
  &:disabled { color: var(--color-text-disabled); cursor: not-allowed; }
  &[data-dragging] { position: relative; z-index: var(--z-popover); cursor: grabbing; box-shadow: var(--shadow-elevated); }
`;

const tools: AnnotationTool[] = ['hotspot', 'rectangle'];

function ToolIcon({ tool }: { tool: AnnotationTool }) {
  return tool === 'hotspot' ? (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <circle cx="8" cy="8" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="8" cy="8" r="2" fill="currentColor" />
    </svg>
  ) : (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <rect x="2" y="4" width="12" height="8" rx="1" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function ToolButton({
  tool,
  disabled,
  onAdd,
}: {
  tool: AnnotationTool;
  disabled: boolean;
  onAdd: () => void;
}) {
  const { listeners, setNodeRef, transform, isDragging } = useDraggable({ id: tool, disabled });
  // The click that ends a drag over the button itself is not an Add: the drop already placed it.
  const dragged = useRef(false);
  useDndMonitor({
    onDragStart: (event) => {
      if (event.active.id === tool) dragged.current = true;
    },
    onDragEnd: () => {
      setTimeout(() => {
        dragged.current = false;
      }, 0);
    },
    onDragCancel: () => {
      dragged.current = false;
    },
  });
  const name = editorLabels.kind[tool];
  // dnd-kit's attributes (its role, tabindex and keyboard-drag instructions) are left out: this is a
  // plain button whose click (or Enter) places the tool in the middle of the video; dragging it with
  // the pointer places it where it is dropped.
  return (
    <Tool
      ref={setNodeRef}
      type="button"
      disabled={disabled}
      aria-label={editorLabels.addTool(name)}
      data-tool={tool}
      aria-describedby="annotation-tools-hint"
      data-dragging={isDragging || undefined}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
      {...listeners}
      onClick={() => {
        if (!dragged.current) onAdd();
      }}
    >
      <ToolIcon tool={tool} />
      {name}
    </Tool>
  );
}

export type ToolboxProps = {
  /** spec 3 §2.4: the tools are disabled while the video plays. */
  disabled: boolean;
  onAdd: (tool: AnnotationTool) => void;
};

/** The drag toolbox (spec 3 §2.4): Hotspot and Click region; drag onto the video, or press to add. */
export function Toolbox({ disabled, onAdd }: ToolboxProps) {
  const buttons = tools.map((tool) => (
    <ToolButton key={tool} tool={tool} disabled={disabled} onAdd={() => onAdd(tool)} />
  ));
  return (
    <Box role="group" aria-labelledby="annotation-tools-heading">
      <Heading id="annotation-tools-heading">{editorLabels.tools}</Heading>
      {buttons}
      <Hint id="annotation-tools-hint">{disabled ? editorLabels.toolsDisabled : editorLabels.toolsHint}</Hint>
    </Box>
  );
}
