/**
 * The shop's own requisites, printed as the seller on invoices (dealer orders' «Рахунок на оплату»).
 * They come from the environment (SELLER_NAME, SELLER_EDRPOU, SELLER_VAT, SELLER_IBAN, SELLER_BANK,
 * SELLER_ADDRESS, SELLER_PHONE): a deployment sets its own once; the defaults are the demo shop's.
 */
export interface Seller {
  name: string;
  edrpou: string;
  vat: string | null;
  iban: string;
  bank: string;
  address: string;
  phone: string;
}

export const demoSeller: Seller = {
  name: 'ТОВ «Крамар»',
  edrpou: '12345678',
  vat: null,
  iban: 'UA213223130000026007233566001',
  bank: 'АТ «Приклад Банк»',
  address: 'м. Київ, вул. Хрещатик, 1',
  phone: '+380441234567',
};

const ibanPattern = /^UA\d{27}$/;

/** The seller from the environment, each field falling back to the demo's; a malformed IBAN or EDRPOU stops the start. */
export function sellerFromEnv(env: Record<string, string | undefined>): Seller {
  const pick = (name: string, fallback: string) => env[name]?.trim() || fallback;
  const seller: Seller = {
    name: pick('SELLER_NAME', demoSeller.name),
    edrpou: pick('SELLER_EDRPOU', demoSeller.edrpou),
    vat: env.SELLER_VAT?.trim() || null,
    iban: pick('SELLER_IBAN', demoSeller.iban).replace(/\s+/g, ''),
    bank: pick('SELLER_BANK', demoSeller.bank),
    address: pick('SELLER_ADDRESS', demoSeller.address),
    phone: pick('SELLER_PHONE', demoSeller.phone),
  };
  if (!ibanPattern.test(seller.iban)) throw new Error(`SELLER_IBAN must be UA and 27 digits, got "${seller.iban}"`);
  if (!/^\d{8}(\d{2})?$/.test(seller.edrpou)) {
    throw new Error(`SELLER_EDRPOU must be 8 digits (or a 10-digit tax number), got "${seller.edrpou}"`);
  }
  return seller;
}
