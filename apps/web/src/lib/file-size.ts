const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A file's size in the interface's language (`68 Б`, `1,5 МБ`), counted in 1024s as the refusals are. */
export function formatFileSize(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
