/** ⌘ on a Mac, Ctrl elsewhere: what the user reads must be what the user presses. */
export const isMac = (): boolean => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

export const modifierLabel = (): string => (isMac() ? '⌘' : 'Ctrl');

/** Ctrl+K or ⌘K; `code` keeps it working in the Ukrainian layout, where the key types "л". */
export const isPaletteKey = (event: KeyboardEvent): boolean =>
  (event.ctrlKey || event.metaKey) &&
  !event.altKey &&
  !event.shiftKey &&
  (event.code === 'KeyK' || event.key.toLowerCase() === 'k');

const textInputTypes = new Set([
  'text',
  'search',
  'email',
  'password',
  'number',
  'tel',
  'url',
  'date',
  'datetime-local',
  'time',
  'month',
  'week',
]);

/** A `?` typed into a field is a question mark, not a request for help. */
export function isTextTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && textInputTypes.has(target.type);
}

/** `?` with no modifier but the Shift it takes to type it. */
export const isHelpKey = (event: KeyboardEvent): boolean =>
  event.key === '?' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTextTarget(event.target);
