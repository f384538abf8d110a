import { useEffect, useState } from 'react';
import { thumbnailUrl } from '../../resource-api.ts';

/** A new file previews from memory; a stored one from its thumbnail (the caller falls back to the original). */
export function usePreview(value: unknown): string | undefined {
  const [objectUrl, setObjectUrl] = useState<string>();
  useEffect(() => {
    if (!(value instanceof Blob)) return setObjectUrl(undefined);
    const url = URL.createObjectURL(value);
    setObjectUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);
  if (value instanceof Blob) return objectUrl;
  return typeof value === 'string' && value !== '' ? thumbnailUrl(value) : undefined;
}
