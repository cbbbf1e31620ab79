import { useEffect, useState } from 'react';

/**
 * An address for a chosen file while it is shown, released after (a picture of what will be
 * uploaded): the editors' teaser and launch-button previews show a chosen image before it is saved,
 * and the new-demo editor the recorded or chosen video. Made in the effect and revoked by its
 * cleanup, so a file replaced or an editor left lets the browser free it (and StrictMode's trial
 * unmount is followed by a fresh address, not a revoked one).
 */
export function useFileAddress(file: Blob | null): string | null {
  const [address, setAddress] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setAddress(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setAddress(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return address;
}
