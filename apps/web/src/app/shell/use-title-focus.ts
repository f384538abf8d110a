import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

// the menu's links: the sidebar and the phone menu (a nav each), and the phone's group pop-outs
const menuLink = 'nav a[href], [role="menu"] a[href]';
// a lazy screen may take a moment to render its title; then the page itself takes focus
const giveUpAfterMs = 3000;

/**
 * After a menu choice focus moves to the new page's title (its h1, focusable by script only), so
 * a keyboard or screen-reader user starts on the page chosen rather than back in the menu; so
 * after a navigation that asks for it (`state.focusTitle`: a new record's screen after its save).
 */
export function useTitleFocus(main: RefObject<HTMLElement | null>): void {
  const { key, state } = useLocation();
  const chosen = useRef(false);

  useEffect(() => {
    // capture: the phone menu closes, and its links go away, during the click
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest(menuLink)) chosen.current = true;
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the location key is the trigger.
  useEffect(() => {
    const asked =
      typeof state === 'object' && state !== null && (state as { focusTitle?: unknown }).focusTitle === true;
    if (!chosen.current && !asked) return;
    chosen.current = false;
    const started = performance.now();
    let frame = 0;
    // the title focused, watched until the page settles: the screen before may still be showing
    // (one product's screen to its copy's) and take its title, and the focus, away with it
    let placed: HTMLElement | null = null;
    const tryFocus = () => {
      // a modal dialog opened meanwhile (the session's sign-in, met by the new page's first
      // request) owns the focus: the page under it must not pull it away, even to give up
      if (document.querySelector('[aria-modal="true"]')) return;
      const lost = placed !== null && (!placed.isConnected || document.activeElement === document.body);
      const title = main.current?.querySelector<HTMLElement>('h1[tabindex]');
      if ((placed === null || lost) && title && main.current?.getAttribute('aria-busy') !== 'true') {
        title.focus({ preventScroll: true });
        placed = document.activeElement === title ? title : placed;
      }
      const late = performance.now() - started > giveUpAfterMs;
      if (late && placed === null) main.current?.focus({ preventScroll: true });
      else if (!late) frame = requestAnimationFrame(tryFocus);
    };
    frame = requestAnimationFrame(tryFocus);
    return () => cancelAnimationFrame(frame);
  }, [key, main]);
}
