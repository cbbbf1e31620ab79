import { uploadExtensions } from '@showroom/contract';
import { checkFiles } from '@showroom/ui';
import { describe, expect, it } from 'vitest';
import { judge } from './UploadDialog.tsx';

/** What the dialog's dropzone makes of the files (one file taken, the five extensions). */
const pick = (...names: string[]) =>
  checkFiles(
    names.map((name) => new File([new Uint8Array(16)], name)),
    {
      accept: [...uploadExtensions],
      maxFiles: 1,
      messages: { invalidExtension: 'extension', tooManyFiles: 'count', tooLarge: 'size' },
    },
  );

const verdict = (...names: string[]) => {
  const { accepted, rejected } = pick(...names);
  const event = judge(accepted, rejected);
  return event.type === 'file.select'
    ? { take: event.file.name }
    : { refuse: event.problem, file: event.file?.name ?? null };
};

describe('the upload dialog judges what was chosen as spec 3 §5 says (exactly one file, its extension)', () => {
  it('one file of the five extensions is taken', () => {
    expect(verdict('tour.avi')).toEqual({ take: 'tour.avi' });
    expect(verdict('tour.WMV')).toEqual({ take: 'tour.WMV' });
  });

  it('one file of another extension is refused for its extension', () => {
    expect(verdict('recording.webm')).toEqual({ refuse: 'extension', file: 'recording.webm' });
  });

  it.each([
    [['one.avi', 'two.avi']],
    [['tour.avi', 'notes.txt']],
    [['notes.txt', 'tour.avi']],
    [['a.webm', 'b.mov']],
  ])('%j: refused as more than one file, no file named', (names) => {
    expect(verdict(...names)).toEqual({ refuse: 'count', file: null });
  });
});
