import { embedMessages, thumbnailExtensions } from '@showroom/contract';
import { ThemeProvider } from '@showroom/ui';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ImagePicker } from './ImagePicker.tsx';

/** In real Chromium: only a browser says whether a chosen file can be read as a picture. */
describe('ImagePicker', () => {
  afterEach(cleanup);

  const picker = (preview: string) =>
    render(
      <ThemeProvider>
        <ImagePicker
          label="Custom thumbnail"
          extensions={thumbnailExtensions}
          preview={preview}
          onFile={() => {}}
        />
      </ThemeProvider>,
    );

  it("says 'Error uploading thumbnail' when the chosen file cannot be read as a picture", async () => {
    picker(URL.createObjectURL(new Blob(['not a picture'], { type: 'image/png' })));
    expect(await screen.findByText(embedMessages.errorUploadingThumbnail)).toBeVisible();
  });

  it('says nothing of a stored image that fails to load: it is not the rep’s upload', async () => {
    picker('http://127.0.0.1:9/missing.png');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(embedMessages.errorUploadingThumbnail)).toBeNull();
  });
});
