import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FlowDiagram, layoutFlow } from './FlowDiagram.tsx';

const nodes = [
  { id: 'welcome', label: 'Welcome', kind: 'Demo' },
  { id: 'q1', label: 'Team size?', kind: 'Question' },
  { id: 'small', label: 'Starter tour', kind: 'Demo' },
  { id: 'large', label: 'Enterprise tour', kind: 'Demo' },
  { id: 'wrap', label: 'Wrap up screen' },
];
const edges = [
  { from: 'welcome', to: 'q1', value: 40 },
  { from: 'q1', to: 'small', value: 25 },
  { from: 'q1', to: 'large', value: 15 },
  { from: 'small', to: 'wrap', value: 20 },
  { from: 'large', to: 'wrap', value: 12 },
];

describe('FlowDiagram', () => {
  it('lays steps out left to right by their longest path, surviving cycles', () => {
    const { placed } = layoutFlow(nodes, [...edges, { from: 'wrap', to: 'welcome' }]);
    const x = (id: string) => placed.get(id)!.x;
    expect(x('welcome')).toBeLessThan(x('q1'));
    expect(x('q1')).toBeLessThan(x('small'));
    expect(x('small')).toBe(x('large'));
    expect(placed.get('small')!.y).not.toBe(placed.get('large')!.y);
  });

  it('zooms in by 1.1, out by 0.9 and resets', async () => {
    const user = userEvent.setup();
    render(<FlowDiagram title="Audience Journey" nodes={nodes} edges={edges} />);
    const figure = screen.getByRole('figure', { name: 'Audience Journey' });
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(Number(figure.dataset.scale)).toBeCloseTo(1.1);
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(Number(figure.dataset.scale)).toBeCloseTo(1.21);
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(Number(figure.dataset.scale)).toBeCloseTo(1.089);
    await user.click(screen.getByRole('button', { name: /Reset zoom/ }));
    expect(figure.dataset.scale).toBe('1');
  });

  it('lists each step and where it leads for screen readers', () => {
    render(<FlowDiagram title="Audience Journey" nodes={nodes} edges={edges} />);
    const table = screen.getByRole('table', { name: 'Audience Journey' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toContain('Question: Team size?Starter tour (25), Enterprise tour (15)');
    expect(rows).toContain('Wrap up screenEnd');
  });

  it("says 'No Data To Display' with no steps", () => {
    render(<FlowDiagram title="Audience Journey" nodes={[]} edges={[]} />);
    expect(screen.getByText('No Data To Display')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zoom in' })).not.toBeInTheDocument();
  });
});
