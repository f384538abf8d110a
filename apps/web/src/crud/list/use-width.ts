import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * The inner width of an element, kept up as it resizes. `beforePaint` (read at mount) measures it
 * before the first paint, for what is drawn from it at once; otherwise the resize observer's first
 * report gives it after the browser's own layout, and the page is not laid out twice in one task.
 */
export function useWidth(beforePaint = true): [(node: HTMLElement | null) => void, number] {
  const [width, setWidth] = useState(0);
  const node = useRef<HTMLElement | null>(null);
  const observer = useRef<ResizeObserver | null>(null);
  const early = useRef(beforePaint).current;
  const measure = useCallback(() => {
    if (node.current) setWidth(Math.floor(node.current.clientWidth));
  }, []);
  const ref = useCallback(
    (el: HTMLElement | null) => {
      observer.current?.disconnect();
      node.current = el;
      if (el && typeof ResizeObserver !== 'undefined') {
        observer.current = new ResizeObserver(measure);
        observer.current.observe(el);
      }
    },
    [measure],
  );
  useLayoutEffect(() => {
    if (early) measure();
  }, [early, measure]);
  return [ref, width];
}
