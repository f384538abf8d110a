import { ean13, edrpouCheckDigit, type ResourceDef, type TextField } from '@kramar/contract';

/** What a generated walk types into a text field: the first sample its length and pattern take. */

/** A barcode with a right check digit (EAN-13), unique per token. */
function eanOf(token: string): string {
  return ean13(
    `482${[...token]
      .reduce((a, c) => (a * 31 + c.charCodeAt(0)) % 1e9, 11)
      .toString()
      .padStart(9, '0')}`,
  );
}

/** A company code with a right check digit (EDRPOU), unique per token; starting with 1 keeps its weights plain. */
function edrpouOf(token: string): string {
  const seven = `1${[...token]
    .reduce((a, c) => (a * 31 + c.charCodeAt(0)) % 1e6, 13)
    .toString()
    .padStart(6, '0')}`;
  return `${seven}${edrpouCheckDigit(`${seven}0`)}`;
}

export function textSample(r: ResourceDef, name: string, field: TextField, token: string): string {
  const min = field.min ?? 0;
  const phone = `+380${[...token]
    .reduce((a, c) => (a * 31 + c.charCodeAt(0)) % 1e9, 7)
    .toString()
    .padStart(9, '0')}`;
  const candidates = [
    `Тест ${token}`,
    `e2e-${token}`,
    `E2e_${token}`,
    `/catalog/${token}`,
    token.slice(0, field.max),
    phone,
    eanOf(token),
    edrpouOf(token),
    // a 12-digit registry number (a VAT payer's)
    `4${eanOf(token).slice(2)}`.slice(0, 12),
    // a time of day (a feed's daily build)
    '03:30',
  ];
  const pattern = field.pattern ? new RegExp(field.pattern.source) : undefined;
  const fit = candidates.find((c) => c.length >= min && c.length <= field.max && (!pattern || pattern.test(c)));
  if (!fit) throw new Error(`${r.name}.${name}: no text sample fits (pattern ${field.pattern?.source})`);
  return fit;
}
