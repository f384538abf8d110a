/**
 * A phone as typed → +380XXXXXXXXX as far as it goes: staff type "067 123 45 67", "380671234567"
 * or paste "+38 (067) 123-45-67"; the server takes only the full form.
 */
export function phoneMask(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  if (digits === '') return typed.trim().startsWith('+') ? '+' : '';
  // "+38" while backspacing over the code stays as typed
  if ('380'.startsWith(digits)) return `+${digits}`;
  let national = digits;
  if (national.startsWith('380')) national = national.slice(3);
  else if (national.startsWith('80')) national = national.slice(2);
  else if (national.startsWith('0')) national = national.slice(1);
  return `+380${national.slice(0, 9)}`;
}
