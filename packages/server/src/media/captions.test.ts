import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { sharedFixture } from '../../test/support/shared-fixtures.ts';
import { captionsFromUpload, isWebVtt, subRipToWebVtt } from './captions.ts';

const fixture = (name: string) => readFile(sharedFixture('captions', name));

describe('captions', () => {
  it('takes the WebVTT fixture as it is, and refuses the broken one', async () => {
    const vtt = await fixture('demo-landscape-12s.vtt');
    expect(captionsFromUpload(vtt)).toBe(vtt.toString('utf8'));
    expect(captionsFromUpload(await fixture('broken.vtt'))).toBeUndefined();
  });

  it('reads cues with identifiers, settings, hours, NOTE and STYLE blocks, CRLF and a BOM', () => {
    const text = [
      'WEBVTT - a title',
      '',
      'NOTE written by hand',
      '',
      'STYLE',
      '::cue { color: yellow }',
      '',
      'intro',
      '00:00.000 --> 00:02.500 align:start line:0',
      'Hello',
      '',
      '01:00:00.000 --> 01:00:01.000',
      'An hour in',
    ].join('\r\n');
    expect(isWebVtt(text)).toBe(true);
    expect(captionsFromUpload(Buffer.from(`\uFEFF${text}`))).toBe(text);
  });

  it('refuses a cue that ends before it starts, a block that is no cue, commas, and no signature', () => {
    expect(isWebVtt('WEBVTT\n\n00:00:05.000 --> 00:00:02.000\nBackwards')).toBe(false);
    expect(isWebVtt('WEBVTT\n\njust text')).toBe(false);
    expect(isWebVtt('WEBVTT\n\n00:00:01,000 --> 00:00:02,000\nSubRip commas')).toBe(false);
    expect(isWebVtt('WEBVTTX\n\n00:00:01.000 --> 00:00:02.000\nHi')).toBe(false);
    expect(isWebVtt('00:00:01.000 --> 00:00:02.000\nHi')).toBe(false);
  });

  it('converts SubRip to WebVTT, and refuses what is neither', async () => {
    expect(captionsFromUpload(await fixture('subrip.srt'))).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:03.000\nSubRip, not WebVTT.\n',
    );
    expect(subRipToWebVtt('1\n00:00:03,000 --> 00:00:01,000\nBackwards')).toBeUndefined();
    expect(subRipToWebVtt('hello')).toBeUndefined();
    expect(captionsFromUpload(Buffer.from([0xff, 0xfe, 0x00, 0x57]))).toBeUndefined();
    expect(captionsFromUpload(Buffer.alloc(0))).toBeUndefined();
  });
});
