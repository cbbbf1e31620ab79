import { describe, expect, it } from 'vitest';
import { cyoaExamplesUrl } from '../cyoa/rules.ts';
import { examplesAddress, examplesSection, examplesUrl } from './hosts.ts';

// Issue 29, B.7: the examples links lead to the sample host page the server ships (or the
// deployment's VITE_EXAMPLES_URL), never to a placeholder address.
describe('the examples links (spec 2 §2 and §5: the address is ours)', () => {
  it('lead to VITE_EXAMPLES_URL when the deployment sets it', () => {
    expect(examplesAddress({ protocol: 'https:', port: '' }, 'https://docs.example.com/embeds')).toBe(
      'https://docs.example.com/embeds',
    );
    expect(examplesSection('https://docs.example.com/embeds', 'cyoa')).toBe(
      'https://docs.example.com/embeds#cyoa',
    );
    // A configured address with an anchor of its own: the kind's anchor takes its place.
    expect(examplesSection('https://docs.example.com/embeds?x=1#top', 'cyoa')).toBe(
      'https://docs.example.com/embeds?x=1#cyoa',
    );
    // A path of the console's own.
    expect(examplesSection('/examples', 'hero')).toBe('/examples#hero');
  });

  it("lead to the sample host page of the server's local layout without it: localhost, the console's port + 3", () => {
    // PORT 4000 and SAMPLE_SITE_PORT 4003 (packages/server/src/config.ts defaults); the e2e server
    // runs the console at E2E_PORT and the sample page at E2E_PORT + 3.
    expect(examplesAddress({ protocol: 'http:', port: '4000' }, undefined)).toBe('http://localhost:4003/');
    expect(examplesAddress({ protocol: 'http:', port: '4510' }, '')).toBe('http://localhost:4513/');
    expect(examplesAddress({ protocol: 'https:', port: '' }, undefined)).toBe('https://localhost:446/');
  });

  it("are the links' addresses in this console: 'See more examples' the page, the CYOA one its #cyoa section", () => {
    // jsdom's page is http://localhost:3000 (no VITE_EXAMPLES_URL in the tests' build).
    expect(location.origin).toBe('http://localhost:3000');
    expect(examplesUrl).toBe('http://localhost:3003/');
    expect(cyoaExamplesUrl).toBe('http://localhost:3003/#cyoa');
  });
});
