import { useCallback, useEffect, useRef, useState } from 'react';

export interface ScrollEdges {
  /** Scrolled away from the start: the pinned first columns cast a shadow over the middle. */
  start: boolean;
  /** More lies to the right: the pinned end casts a shadow, or the edge fades. */
  end: boolean;
}

const same = (a: ScrollEdges, b: ScrollEdges) => a.start === b.start && a.end === b.end;

/** Where a horizontally scrolled box stands, updated on scroll and whenever it or its content resizes. */
export function useScrollEdges(): [(node: HTMLElement | null) => void, ScrollEdges, () => void] {
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false });
  const node = useRef<HTMLElement | null>(null);
  const observer = useRef<ResizeObserver | null>(null);

  const measure = useCallback(() => {
    const el = node.current;
    if (!el) return;
    // a pixel of slack: zoomed pages report fractional widths
    const next = { start: el.scrollLeft > 1, end: el.scrollLeft + el.clientWidth < el.scrollWidth - 1 };
    setEdges((prev) => (same(prev, next) ? prev : next));
  }, []);

  const ref = useCallback(
    (el: HTMLElement | null) => {
      observer.current?.disconnect();
      node.current = el;
      if (!el || typeof ResizeObserver === 'undefined') return;
      observer.current = new ResizeObserver(measure);
      observer.current.observe(el);
      if (el.firstElementChild) observer.current.observe(el.firstElementChild);
      measure();
    },
    [measure],
  );

  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, edges, measure];
}
