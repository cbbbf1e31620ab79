import { type FrameData, frameData } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { frameOf, heroFrame, sampleSolo, sneakpeekFrame, soloFrame, withClip } from './sample.ts';

/** The frame data as the server writes it: the spec's JSON-text fields as text. */
const onTheWire = (data: FrameData) => {
  const text = (record: object, keys: string[]) =>
    Object.fromEntries(
      Object.entries(record).map(([key, value]) => [key, keys.includes(key) ? JSON.stringify(value) : value]),
    );
  const widget = data.widget;
  const record = widget.kind === 'hero' ? widget.hero : widget.kind === 'solo' ? widget.solo : null;
  return {
    ...data,
    demos: data.demos.map((demo) => text(demo, ['coordinates'])),
    widget: record
      ? {
          kind: widget.kind,
          [widget.kind]: text(record, ['launch_button', 'verification_content', 'restricted_redirect']),
        }
      : widget,
  };
};

/** The stories draw what the audience host would write: every fixture is valid frame data. */
describe('frame fixtures', () => {
  it.each([
    ['hero', heroFrame],
    ['solo', soloFrame],
    ['sneakpeek', sneakpeekFrame],
    ['solo with the clip', frameOf({ kind: 'solo', solo: sampleSolo }, { demos: [withClip] })],
  ])('%s parses with the contract', (_, data) => {
    const parsed = frameData.safeParse(onTheWire(data));
    expect(parsed.error).toBeUndefined();
    expect(parsed.data).toEqual(data);
  });
});
