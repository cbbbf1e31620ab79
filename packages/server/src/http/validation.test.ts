import { describe, expect, it } from 'vitest';
import { invalidRequestMessage, maxReplyMessageLength } from './validation.ts';

// Issue 15 §1: an error reply named every problem: 500,000 of them made a 31.9 MB message.
describe('invalidRequestMessage', () => {
  it('names the first 10 problems and how many more', () => {
    const issues = Array.from({ length: 100_000 }, (_, i) => ({
      path: ['rows', i],
      message: 'Expected text',
    }));
    const message = invalidRequestMessage('body', issues);
    expect(message).toMatch(/^Invalid request: body\.rows\.0: Expected text; body\.rows\.1: /);
    expect(message).toContain('body.rows.9: Expected text; and 99990 more');
    expect(message).not.toContain('body.rows.10:');
  });

  it('cuts keys that came from the request, and shows a deep path by its start and end', () => {
    const longKey = 'k'.repeat(100_000);
    expect(invalidRequestMessage('body', [{ path: [longKey], message: 'Unknown' }])).toBe(
      `Invalid request: body.${'k'.repeat(39)}…: Unknown`,
    );
    const deep = invalidRequestMessage('body', [{ path: new Array(100_000).fill(0), message: 'Too deep' }]);
    expect(deep).toBe('Invalid request: body.0.0.0.0.(99994 more levels).0.0: Too deep');
  });

  it('never exceeds the reply cap, whatever the messages', () => {
    const issues = Array.from({ length: 10 }, () => ({ path: ['a'], message: 'm'.repeat(10_000) }));
    expect(invalidRequestMessage('body', issues).length).toBeLessThanOrEqual(maxReplyMessageLength);
  });
});
