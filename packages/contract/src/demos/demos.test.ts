import { describe, expect, it } from 'vitest';
import {
  addUrlForm,
  coordinatesWithoutSettings,
  driveDownloadUrl,
  emptyCoordinates,
  formatTimestamp,
  hasVideoExtension,
  newDemoTitle,
  newVideoForm,
  parseTimestamp,
  playerWidth,
  recording,
  recordingForm,
} from './index.ts';

describe('demo timestamps (spec 3 §5)', () => {
  it('reads mm:ss.sss and nothing else', () => {
    expect(parseTimestamp('00:02.500')).toBe(2.5);
    expect(parseTimestamp('59:59.999')).toBeCloseTo(3599.999);
    expect(parseTimestamp('1:05.000')).toBe(65);
    for (const bad of ['60:00.000', '00:60.000', '00:02.5', '00:02', 'ab:cd.efg', '000:02.500', ''])
      expect(parseTimestamp(bad), bad).toBeUndefined();
  });
  it('writes seconds back in the same shape', () => {
    expect(formatTimestamp(2.5)).toBe('00:02.500');
    expect(formatTimestamp(65.25)).toBe('01:05.250');
    expect(parseTimestamp(formatTimestamp(123.456))).toBeCloseTo(123.456);
  });
});

describe('links (spec 3 §5 Add URL)', () => {
  it('turns drive sharing links into direct downloads', () => {
    const direct = 'https://drive.google.com/uc?export=download&id=1AbCdEfGhIjKlMnOp';
    expect(driveDownloadUrl('https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view?usp=sharing')).toBe(
      direct,
    );
    expect(driveDownloadUrl('https://drive.google.com/open?id=1AbCdEfGhIjKlMnOp')).toBe(direct);
    expect(driveDownloadUrl('https://drive.google.com/drive/folders/1AbCdEfGhIjKlMnOp')).toBeUndefined();
    expect(driveDownloadUrl('https://evil.example/file/d/1AbCdEfGhIjKlMnOp/view')).toBeUndefined();
  });
  it('gives the spec message for each rule', () => {
    const problems = (form: { type: string; url: string }) =>
      addUrlForm.safeParse(form).error?.issues.map((issue) => issue.message) ?? [];
    expect(problems({ type: '', url: '' })).toEqual(['Type is required', 'URL is required']);
    expect(problems({ type: 'public', url: 'not a url' })).toEqual(['Should be a valid url']);
    expect(problems({ type: 'gdrive', url: 'https://example.com/a.mp4' })).toEqual(['Incorrect URL format']);
    expect(problems({ type: 'public', url: 'https://example.com/a.mp4' })).toEqual([]);
  });
  it('asks a new video for its title, description and a web address (issue 29 D.4)', () => {
    const problems = (form: { title: string; description: string; url: string }) =>
      newVideoForm.safeParse(form).error?.issues.map((issue) => issue.message) ?? [];
    expect(problems({ title: ' ', description: '', url: '' })).toEqual([
      'Title is required',
      'Description is required',
      'URL is required',
    ]);
    expect(problems({ title: 'Tour', description: 'Five minutes', url: 'javascript:alert(1)' })).toEqual([
      'Should be a valid url',
    ]);
    expect(
      newVideoForm.parse({ title: ' Tour ', description: 'Five minutes', url: ' https://v.example/t.mp4 ' }),
    ).toEqual({ title: 'Tour', description: 'Five minutes', url: 'https://v.example/t.mp4' });
  });
  it('accepts the five upload extensions only', () => {
    for (const name of ['a.mp4', 'b.M4V', 'c.mkv', 'd.avi', 'e.wmv'])
      expect(hasVideoExtension(name)).toBe(true);
    for (const name of ['a.webm', 'a.mov', 'mp4', 'a.mp4.txt']) expect(hasVideoExtension(name)).toBe(false);
  });
});

describe('coordinates (spec 3 §3, §9)', () => {
  const captionBox = {
    caption: 'Click here',
    captionPercentageFromTop: 10,
    captionPercentageFromLeft: 10,
    captionPercentageHeight: 10,
    captionPercentageWidth: 20,
    captionColor: '#FF0000',
    appearAt: 2,
  };
  const hotspotExample = {
    ...captionBox,
    id: 'h1',
    hotspotColor: '#00FF00',
    hotspotStyle: 'DARK' as const,
    percentageFromTop: 50,
    percentageFromLeft: 50,
  };
  const rectangleExample = {
    ...captionBox,
    id: 'r1',
    borderColor: '#0000FF',
    backgroundColor: '#B9C3D6',
    captionBackgroundColor: '#FFFFFF',
    percentageFromTop: 20,
    percentageFromLeft: 20,
    percentageHeight: 30,
    percentageWidth: 30,
  };
  it('copy without settings clears hotspots, keeps click regions and resets two colours', () => {
    const empty = emptyCoordinates({ intrinsicVideoHeight: 720, intrinsicVideoWidth: 1280 });
    const source = {
      ...empty,
      hotspots: [{ ...hotspotExample }],
      rectangles: [{ ...rectangleExample }],
      defaultCaptionColor: '#FF0000',
      defaultHotspotColor: '#00FF00',
      defaultBorderColor: '#0000FF',
    };
    const copy = coordinatesWithoutSettings(source);
    expect(copy).toMatchObject({
      defaultCaptionColor: '#000000',
      defaultHotspotColor: '#B9C3D6',
      defaultBorderColor: '#0000FF',
    });
    expect(copy.intrinsic.intrinsicVideoWidth).toBe(1280);
    expect(copy.hotspots).toEqual([]);
    expect(copy.rectangles).toEqual([rectangleExample]);
  });
  it('sizes a portrait player at 0.4 of its width, any other at 1100 px', () => {
    expect(playerWidth({ intrinsicVideoHeight: 1920, intrinsicVideoWidth: 1080 })).toBe(432);
    expect(playerWidth({ intrinsicVideoHeight: 720, intrinsicVideoWidth: 1280 })).toBe(1100);
  });
  it('titles a new demo with the UTC date', () => {
    expect(newDemoTitle(new Date(Date.UTC(2026, 10, 23, 10)))).toBe('Demo - Mon, 23 Nov 2026 10:00:00 GMT');
  });
  it('reads coordinates text of a recording into the model, and refuses bad text', () => {
    const base = {
      id: '2f4e6a8c-1b3d-4f5e-8a7b-9c0d1e2f3a4b',
      title: 't',
      description: '',
      type: 'default',
      location: '',
      thumbnail: '',
      preview: '',
      captions: '',
      salesrep_id: '2f4e6a8c-1b3d-4f5e-8a7b-9c0d1e2f3a4b',
      salesrep_name: 'Ada',
      company_id: '2f4e6a8c-1b3d-4f5e-8a7b-9c0d1e2f3a4b',
      date_created: '2026-11-23 10:00:00',
      date_modified: '2026-11-23 10:00:00',
      media_status: 'ready',
      media_error: '',
      duration: 12,
    };
    const parsed = recording.parse({ ...base, coordinates: JSON.stringify(emptyCoordinates()) });
    expect(parsed.coordinates.hotspots).toEqual([]);
    expect(recording.safeParse({ ...base, coordinates: '{"hotspots":1}' }).success).toBe(false);
    expect(recording.safeParse({ ...base, coordinates: 'not json' }).success).toBe(false);
  });
});

describe('recording editor form (spec 3 §2.4, issue 29 D.9)', () => {
  const form = { title: 'Tour', description: '', rep_name: 'Dana Whitfield', display_date: '2026-11-20' };
  const problems = (changes: Partial<typeof form>) =>
    recordingForm.safeParse({ ...form, ...changes }).error?.issues.map((issue) => issue.message) ?? [];
  it('takes a trimmed rep name of up to 100 characters, empty meaning the owner', () => {
    expect(recordingForm.parse({ ...form, rep_name: '  Dana  ' }).rep_name).toBe('Dana');
    expect(problems({ rep_name: '' })).toEqual([]);
    expect(problems({ rep_name: 'x'.repeat(100) })).toEqual([]);
    expect(problems({ rep_name: 'x'.repeat(101) })).toEqual(['Rep name must be at most 100 characters']);
  });
  it('takes a date that is a real calendar day', () => {
    expect(problems({ display_date: '2024-02-29' })).toEqual([]);
    expect(problems({ display_date: '2026-02-30' })).toEqual(['Enter a real date']);
    expect(problems({ display_date: '20/11/2026' })).toEqual(['Enter a real date']);
    expect(problems({ display_date: '' })).toEqual(['Enter a real date']);
  });
});
