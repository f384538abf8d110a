import { createRequire } from 'node:module';
import type { Seller } from '../../../seller.ts';

// DejaVu has Cyrillic and ₴, and comes from npm: the invoice looks the same on any machine
const fonts = createRequire(import.meta.url);
const regular = fonts.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const bold = fonts.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** Kopecks as a Ukrainian reads money: `1 234,50 ₴` (an ordinary space between thousands). */
export function hryvnias(kopecks: number): string {
  const sign = kopecks < 0 ? '−' : '';
  const abs = Math.abs(Math.round(kopecks));
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${sign}${whole},${String(abs % 100).padStart(2, '0')} ₴`;
}

/** A day as written in Ukrainian documents: «27 листопада 2026 р.», on the shop's calendar. */
export const ukrainianDate = (iso: string, timeZone: string): string =>
  `${new Intl.DateTimeFormat('uk-UA', { day: 'numeric', month: 'long', year: 'numeric', timeZone })
    .format(new Date(iso))
    .replace(/\s*р\.?$/, '')} р.`;

export interface InvoiceData {
  number: number;
  created_at: string;
  total: number;
  items: { sku: string | null; title: string; quantity: number; price: number; line_total: number }[];
  buyer: { legal_name: string; edrpou: string; vat: string | null; legal_address: string; phone: string };
}

const margin = 40;
// column x and width across an A4 page's 515 pt of text: №, SKU, goods, quantity, price, sum
const columns = [
  { x: 0, w: 24, align: 'left' },
  { x: 26, w: 80, align: 'left' },
  { x: 108, w: 197, align: 'left' },
  { x: 307, w: 48, align: 'right' },
  { x: 357, w: 78, align: 'right' },
  { x: 437, w: 78, align: 'right' },
] as const;

/** «Рахунок на оплату №…» as a PDF stream: the caller pipes it out; it ends by itself. */
export async function invoicePdf(data: InvoiceData, seller: Seller, timeZone: string): Promise<PDFKit.PDFDocument> {
  // pdfkit and its fonts' metrics are ~8 MB of heap: loaded with the first invoice, not at start-up
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    info: { Title: `Рахунок на оплату № ${data.number}`, Author: seller.name },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const width = doc.page.width - 2 * margin;

  doc.font('bold').fontSize(15).text(`Рахунок на оплату № ${data.number}`, { align: 'center' });
  doc
    .font('regular')
    .fontSize(10)
    .text(`від ${ukrainianDate(data.created_at, timeZone)}`, { align: 'center' });
  doc.moveDown(1.2);

  const party = (label: string, lines: string[]) => {
    doc.font('bold').fontSize(10).text(label);
    doc.font('regular').fontSize(9);
    for (const line of lines) doc.text(line, { width });
    doc.moveDown(0.6);
  };
  party('Постачальник', [
    seller.name,
    `Код ЄДРПОУ ${seller.edrpou}${seller.vat ? `, ІПН ${seller.vat}` : ''}`,
    `IBAN ${seller.iban}, ${seller.bank}`,
    `Адреса: ${seller.address}`,
    `Телефон: ${seller.phone}`,
  ]);
  const { buyer } = data;
  party('Покупець', [
    buyer.legal_name,
    `Код ЄДРПОУ ${buyer.edrpou}${buyer.vat ? `, ІПН ${buyer.vat}` : ''}`,
    `Адреса: ${buyer.legal_address}`,
    `Телефон: ${buyer.phone}`,
  ]);

  const row = (cells: string[], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(9);
    const height = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: columns[i]?.w ?? 0 })));
    if (doc.y + height > doc.page.height - margin - 40) doc.addPage();
    const top = doc.y;
    cells.forEach((cell, i) => {
      const col = columns[i];
      if (col) doc.text(cell, margin + col.x, top, { width: col.w, align: col.align });
    });
    doc.y = top + height + 4;
    doc
      .moveTo(margin, doc.y - 2)
      .lineTo(margin + width, doc.y - 2)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
  };
  row(['№', 'Артикул', 'Товар', 'Кількість', 'Ціна', 'Сума'], 'bold');
  data.items.forEach((item, i) => {
    row(
      [
        String(i + 1),
        item.sku ?? '',
        item.title,
        `${item.quantity} шт.`,
        hryvnias(item.price),
        hryvnias(item.line_total),
      ],
      'regular',
    );
  });
  doc.moveDown(0.6);
  doc
    .font('bold')
    .fontSize(11)
    .text(`Всього до сплати: ${hryvnias(data.total)}`, margin, doc.y, { width, align: 'right' });
  doc
    .font('regular')
    .fontSize(9)
    .text(`Усього найменувань ${data.items.length}, на суму ${hryvnias(data.total)}.`, margin, doc.y, { width });
  doc.moveDown(0.4);
  doc.text(`Призначення платежу: оплата за рахунком № ${data.number}.`, { width });
  doc.end();
  return doc;
}
