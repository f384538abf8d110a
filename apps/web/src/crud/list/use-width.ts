import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** The inner width of an element, measured before the first paint and kept up as it resizes. */
export function useWidth(): [(node: HTMLElement | null) => void, number] {
  const [width, setWidth] = useState(0);
  const node = useRef<HTMLElement | null>(null);
  const observer = useRef<ResizeObserver | null>(null);
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
  useLayoutEffect(measure, [measure]);
  return [ref, width];
}
