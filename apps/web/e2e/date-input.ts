import { expect, type Locator } from '@playwright/test';

/**
 * The date pickers (MUI X) are a group of sections, not an input: one types the digits alone,
 * section after section, as staff do ("01122026" for 1 December 2026).
 */

/** `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm` → the digits typed, day first. */
export function dateDigits(wall: string): string {
  const [date = '', time = ''] = wall.split('T');
  const [y, m, d] = date.split('-');
  return `${d}${m}${y}${time.replace(':', '')}`;
}

/** The same value as the field shows it in Ukrainian: `01.12.2026` or `01.12.2026 10:00`. */
export function ukrainianDate(wall: string): string {
  const [date = '', time] = wall.split('T');
  const [y, m, d] = date.split('-');
  return time ? `${d}.${m}.${y} ${time}` : `${d}.${m}.${y}`;
}

/**
 * A form's date field rests as a plain box showing its text until it is focused; then the picker
 * (a list filter's is there at once) loads with its sections. Opens it if it rests.
 */
export async function openDate(field: Locator, options?: { timeout: number }): Promise<void> {
  const first = field.getByRole('spinbutton').first();
  const resting = field.getByRole('textbox');
  await expect(first.or(resting).first()).toBeVisible(options);
  if (await resting.isVisible()) await resting.click();
  await expect(first).toBeVisible();
}

/** Types a value into a picker field, found as the group its label names. */
export async function typeDate(field: Locator, wall: string): Promise<void> {
  await openDate(field);
  const first = field.getByRole('spinbutton').first();
  await first.click();
  await expect(first).toBeFocused();
  await field.page().keyboard.type(dateDigits(wall), { delay: 30 });
}

/** What the picker field holds (its hidden input carries the shown text). */
export function expectDateShown(field: Locator, shown: string, options?: { timeout: number }): Promise<void> {
  return expect(field.locator('input')).toHaveValue(shown, options);
}
