import {
  hostEventName as contractEventName,
  hostEventTypes as contractEventTypes,
  frameFragment as contractFragment,
  placeholderPath as contractPlaceholderPath,
  sneakBoxPx as contractSneakBox,
  protocolVersion as contractVersion,
  defaultLaunchColours,
  embedKinds,
  frameMessages,
  loaderMessages,
} from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { launchButtonSizes } from '../../teaser/LaunchButton.tsx';
import {
  frameFragment,
  hostEventName,
  hostEventTypes,
  launchPx,
  placeholderPath,
  protocolVersion,
  sneakBoxPx,
  text,
} from './constants.ts';

/** The loader keeps its own copy of these (no contract code on a host page): each equals the contract's. */
describe("the loader's constants", () => {
  it('are the contract protocol', () => {
    expect(protocolVersion).toBe(contractVersion);
    expect(hostEventName).toBe(contractEventName);
    expect(hostEventTypes).toEqual([...contractEventTypes]);
    for (const host of ['https://site.example', 'http://127.0.0.1:8080']) {
      expect(frameFragment(host, true)).toBe(contractFragment(host, true));
      expect(frameFragment(host, false)).toBe(contractFragment(host, false));
    }
    for (const kind of embedKinds) {
      expect(placeholderPath(kind, 'a/b c')).toBe(contractPlaceholderPath(kind, 'a/b c'));
    }
  });

  it("are the snippet's box, the launch button's sizes and the loader's words", () => {
    expect(sneakBoxPx).toBe(contractSneakBox);
    expect(launchPx).toEqual(launchButtonSizes);
    expect(text).toEqual(loaderMessages);
    expect(text.play).toBe(frameMessages.play);
    expect(defaultLaunchColours.circle).toMatch(/^#/);
  });
});
