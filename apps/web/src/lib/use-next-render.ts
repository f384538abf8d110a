import { startTransition, useEffect, useState } from 'react';

/**
 * False in a component's first render, true from the next one, which comes as a transition. For a
 * part that lays the page out as it mounts, as MUI's Tabs do to place their indicator: in a
 * screen's first render that is the whole page's first layout, inside the render's own task; one
 * render later the browser has laid the page out itself, and the part's room is kept meanwhile.
 */
export function useNextRender(): boolean {
  const [next, setNext] = useState(false);
  useEffect(() => startTransition(() => setNext(true)), []);
  return next;
}
