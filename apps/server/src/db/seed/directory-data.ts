/**
 * The directories products point at, for the demo shop and the benchmark catalogue alike: the
 * brands an electronics shop in Ukraine sells (some of them Ukrainian) and the stickers on cards.
 * The palette of colours is the colour attribute's own (catalogue-data.ts), so a product's colour
 * and its «Колір» attribute always name the same thing.
 */

export interface BrandSeed {
  name: string;
  site: string;
}

const brand = (name: string, domain: string): BrandSeed => ({ name, site: `https://www.${domain}` });

export const brandSeeds: readonly BrandSeed[] = [
  brand('Apple', 'apple.com'),
  brand('Samsung', 'samsung.com'),
  brand('Xiaomi', 'mi.com'),
  brand('Google', 'store.google.com'),
  brand('Motorola', 'motorola.com'),
  brand('OnePlus', 'oneplus.com'),
  brand('Nokia', 'nokia.com'),
  brand('Lenovo', 'lenovo.com'),
  brand('ASUS', 'asus.com'),
  brand('Acer', 'acer.com'),
  brand('HP', 'hp.com'),
  brand('Dell', 'dell.com'),
  brand('MSI', 'msi.com'),
  brand('LG', 'lg.com'),
  brand('Sony', 'sony.com'),
  brand('Philips', 'philips.com'),
  brand('TCL', 'tcl.com'),
  brand('Kivi', 'kivi.ua'),
  brand('Bosch', 'bosch-home.com'),
  brand('Electrolux', 'electrolux.ua'),
  brand('Gorenje', 'gorenje.com'),
  brand('Beko', 'beko.com'),
  brand('Tefal', 'tefal.ua'),
  brand('De’Longhi', 'delonghi.com'),
  brand('Dyson', 'dyson.com'),
  brand('Roborock', 'roborock.com'),
  brand('Canon', 'canon.ua'),
  brand('Nikon', 'nikon.com'),
  brand('Fujifilm', 'fujifilm.com'),
  brand('GoPro', 'gopro.com'),
  brand('DJI', 'dji.com'),
  brand('Microsoft', 'xbox.com'),
  brand('Nintendo', 'nintendo.com'),
  brand('Logitech', 'logitech.com'),
  brand('Razer', 'razer.com'),
  brand('HyperX', 'hyperx.com'),
  brand('JBL', 'jbl.com'),
  brand('Marshall', 'marshall.com'),
  brand('Sennheiser', 'sennheiser.com'),
  brand('TP-Link', 'tp-link.com'),
  brand('Ajax', 'ajax.systems'),
  brand('EcoFlow', 'ecoflow.com'),
  brand('Bluetti', 'bluettipower.com'),
  brand('Anker', 'anker.com'),
  brand('Baseus', 'baseus.com'),
  brand('Kingston', 'kingston.com'),
  brand('SanDisk', 'sandisk.com'),
  brand('Garmin', 'garmin.com'),
  brand('PocketBook', 'pocketbook.ua'),
  brand('2E', '2e.ua'),
  brand('Vinga', 'vinga.ua'),
  brand('Gelius', 'gelius.ua'),
  brand('Makita', 'makita.ua'),
  brand('DeWALT', 'dewalt.com'),
  brand('Kärcher', 'kaercher.com'),
  brand('Braun', 'braun.com'),
  brand('Omron', 'omron-healthcare.com'),
  brand('Oral-B', 'oralb.com.ua'),
  brand('Intel', 'intel.com'),
  brand('AMD', 'amd.com'),
  brand('Gigabyte', 'gigabyte.com'),
  brand('Epson', 'epson.ua'),
  brand('Xiaomi Yeelight', 'yeelight.com'),
  brand('Könner & Söhnen', 'ks-power.ua'),
  brand('Deye', 'deyeinverter.com'),
  brand('Sigma', 'sigma-global.com'),
  brand('Manfrotto', 'manfrotto.com'),
  brand('Spigen', 'spigen.com'),
  brand('Rowenta', 'rowenta.ua'),
  brand('Remington', 'remington.com.ua'),
];

export interface LabelSeed {
  title: string;
  text: string;
  background: string;
  priority: number;
}

export const labelSeeds: readonly LabelSeed[] = [
  { title: 'Новинка', text: '#ffffff', background: '#2e7d32', priority: 50 },
  { title: 'Хіт продажу', text: '#ffffff', background: '#e53935', priority: 80 },
  { title: 'Акція', text: '#ffffff', background: '#ef6c00', priority: 90 },
  { title: 'Топ вибір', text: '#ffffff', background: '#1565c0', priority: 60 },
  { title: 'Українське виробництво', text: '#1a1a1a', background: '#ffd500', priority: 40 },
  { title: 'Безкоштовна доставка', text: '#ffffff', background: '#6a1b9a', priority: 30 },
];
