import { cleanup, renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFileAddress } from './useFileAddress.ts';

/** What the browser gives for the address: the file's text, or a failure once it is revoked. */
const read = (address: string) => fetch(address).then((response) => response.text());

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("useFileAddress: a file's object URL while it is shown (the new-demo player, the editors' pictures)", () => {
  it('revokes the address when the file is replaced and when the editor is left', async () => {
    const revoked = vi.spyOn(URL, 'revokeObjectURL');
    const first = new Blob(['the recording']);
    const second = new Blob(['the chosen file']);
    const { result, rerender, unmount } = renderHook(({ file }) => useFileAddress(file), {
      initialProps: { file: first as Blob | null },
    });
    const firstAddress = result.current!;
    expect(firstAddress).toMatch(/^blob:/);
    expect(await read(firstAddress)).toBe('the recording');
    expect(revoked).not.toHaveBeenCalled();

    rerender({ file: second });
    const secondAddress = result.current!;
    expect(secondAddress).not.toBe(firstAddress);
    expect(revoked.mock.calls).toEqual([[firstAddress]]);
    await expect(read(firstAddress)).rejects.toThrow();
    expect(await read(secondAddress)).toBe('the chosen file');

    unmount();
    expect(revoked.mock.calls).toEqual([[firstAddress], [secondAddress]]);
    await expect(read(secondAddress)).rejects.toThrow();
  });

  it('has no address without a file, and one that still opens after StrictMode remounts the editor', async () => {
    const none = renderHook(() => useFileAddress(null));
    expect(none.result.current).toBeNull();

    const file = new Blob(['the recording']);
    const { result } = renderHook(() => useFileAddress(file), { wrapper: StrictMode });
    expect(await read(result.current!)).toBe('the recording');
  });
});
