import { startTransition, useEffect, useState } from 'react';

/**
 * The first `first` items at once, then `step` more after each paint, each step a render of its
 * own: a phone's CPU draws a long list of rich cards in short tasks and answers a tap between
 * them, instead of holding the main thread until the last card is drawn. For lists whose later
 * items start below the screen, so nothing the reader sees moves as they arrive.
 */
export function useProgressive<T>(items: readonly T[], first: number, step: number): readonly T[] {
  const [count, setCount] = useState(first);
  const done = count >= items.length;
  useEffect(() => {
    if (done) return;
    const timer = setTimeout(() => startTransition(() => setCount((shown) => shown + step)), 0);
    return () => clearTimeout(timer);
  }, [done, step]);
  return done ? items : items.slice(0, count);
}
