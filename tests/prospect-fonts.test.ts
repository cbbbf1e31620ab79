import { prospectFontNames } from '@showroom/contract';
import { prospectFonts } from '@showroom/ui/theme';
import { expect, it } from 'vitest';

// The server accepts only the fonts the console offers (issue 9). The contract cannot import the
// ui package, so each keeps its list; this test keeps them the same, in the same order.
it('the contract and the ui list the same 21 prospect fonts', () => {
  expect(prospectFontNames).toHaveLength(21);
  expect([...prospectFontNames]).toEqual([...prospectFonts]);
});
