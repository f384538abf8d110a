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
  // a step per drawn count: with the count left out, the effect ran once and a phone's list stopped
  // at `first + step` items, the rest of the page never drawn
  useEffect(() => {
    if (done) return;
    const timer = setTimeout(() => startTransition(() => setCount(count + step)), 0);
    return () => clearTimeout(timer);
  }, [count, done, step]);
  return done ? items : items.slice(0, count);
}
