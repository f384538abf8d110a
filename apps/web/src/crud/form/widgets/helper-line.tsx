import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A field's helper text with an optional counter at its right end (the MUI pattern). */
export function HelperLine({ text, counter }: { text?: ReactNode; counter?: ReactNode }) {
  if (!text && !counter) return null;
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <span>{text}</span>
      {counter ? (
        <Box component="span" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
          {counter}
        </Box>
      ) : null}
    </Box>
  );
}

/** The counter appears once a value nears its limit, like GitHub's and Shopify's fields. */
export const nearLimit = (length: number, max: number): boolean => length >= Math.floor(max * 0.8);
