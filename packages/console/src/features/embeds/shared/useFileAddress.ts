import { useEffect, useState } from 'react';

/**
 * An address for a chosen file while it is shown, released after (a picture of what will be
 * uploaded): the editors' teaser and launch-button previews show a chosen image before it is saved.
 */
export function useFileAddress(file: File | null): string | null {
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
