/**
 * Read by screen readers, not shown (live regions, hidden labels). Sizes are strings: in `sx` a bare
 * 1 means 100 %, which once made a hidden message as wide as the page.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  m: '-1px',
  p: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
