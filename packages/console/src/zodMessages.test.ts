import { contactUploadForm } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import './zodMessages.ts';

describe("the shell's Zod messages", () => {
  it('say a rule without a message of ours in English, not "Invalid input"', () => {
    const result = contactUploadForm.safeParse({ name: 'x'.repeat(201) });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Too big: expected string to have <=200 characters',
    ]);
  });
});
