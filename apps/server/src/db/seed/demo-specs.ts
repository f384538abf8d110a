/**
 * What a demo product's name says after its model, and the attribute values that agree with it
 * (by attribute code; a select's value by its title, a multiselect's as a list). The seed fills the
 * category's other attributes itself (demo-values.ts); these only fix the ones a buyer reads.
 */

export type SpecKind =
  | 'phone'
  | 'tablet'
  | 'ebook'
  | 'laptop'
  | 'desktop'
  | 'monitor'
  | 'cpu'
  | 'gpu'
  | 'ram'
  | 'storage'
  | 'tv'
  | 'sound'
  | 'appliance'
  | 'power'
  | 'vacuum'
  | 'camera'
  | 'video'
  | 'console'
  | 'game'
  | 'smart'
  | 'station'
  | 'generator'
  | 'inverter'
  | 'battery'
  | 'powerbank'
  | 'accessory'
  | 'charger'
  | 'bag'
  | 'care'
  | 'health'
  | 'tool'
  | 'light'
  | 'colour'
  | 'plain';

export type SpecValue = string | number | boolean | readonly string[];

export interface Spec {
  suffix: string;
  /** A colour title of the palette (colours of catalogue-data.ts), or none. */
  colour?: string;
  values: Record<string, SpecValue>;
}

export interface SpecInput {
  brand: string;
  /** Series and model, as the name shows them. */
  model: string;
  leaf: string;
  pick: <T>(items: readonly T[]) => T;
}

import {
  colourful,
  cpu,
  desktop,
  gb,
  gpu,
  houseColours,
  inch,
  laptop,
  monitor,
  phone,
  tablet,
  tv,
} from './demo-device-specs.ts';

const withColour =
  (palette: readonly string[], values: Record<string, SpecValue> = {}, extra = '') =>
  ({ pick }: SpecInput): Spec => {
    const colour = pick(palette);
    return { suffix: `${extra}${colour}`, colour, values: { ...values, color: colour } };
  };

const watts =
  (options: readonly number[], palette?: readonly string[]) =>
  ({ pick }: SpecInput): Spec => {
    const power = pick(options);
    const colour = palette ? pick(palette) : undefined;
    return {
      suffix: `${power} Вт${colour ? ` ${colour}` : ''}`,
      colour,
      values: { power, ...(colour ? { color: colour } : {}) },
    };
  };

const platforms: Record<string, string> = {
  Sony: 'PlayStation 5',
  Microsoft: 'Xbox Series X|S',
  Nintendo: 'Nintendo Switch',
  ASUS: 'ПК',
};
const platformTag: Record<string, string> = { Sony: 'PS5', Microsoft: 'Xbox Series X', Nintendo: 'Nintendo Switch' };

export const specs: Record<SpecKind, (input: SpecInput) => Spec> = {
  phone,
  tablet,
  laptop,
  desktop,
  monitor,
  cpu,
  gpu,
  tv,
  ebook: withColour(['Чорний', 'Сірий', 'Синій'], { screen_diagonal: 6 }),
  ram: ({ pick }) => {
    const [ram, type, mhz] = pick([
      [8, 'DDR4', 3200],
      [16, 'DDR4', 3600],
      [16, 'DDR5', 5600],
      [32, 'DDR5', 6000],
      [64, 'DDR5', 6000],
    ] as const);
    return { suffix: `${ram} ГБ ${type}-${mhz}`, values: { ram, ram_type: type } };
  },
  storage: ({ pick }) => {
    const storage = pick([64, 128, 256, 512, 1000, 2000]);
    return { suffix: gb(storage), values: { storage } };
  },
  sound: ({ pick }) => {
    const power = pick([10, 20, 30, 40, 120, 320]);
    const colour = pick(['Чорний', 'Синій', 'Сірий', 'Червоний']);
    return { suffix: `${power} Вт ${colour}`, colour, values: { sound_power: power, color: colour } };
  },
  appliance: ({ pick }) => {
    const colour = pick(houseColours);
    return { suffix: colour, colour, values: { color: colour, energy_class: pick(['A+++', 'A++', 'A+', 'A', 'B']) } };
  },
  power: watts([800, 1200, 1500, 2000, 2200], houseColours),
  vacuum: withColour(['Білий', 'Чорний', 'Сірий', 'Фіолетовий'], {}),
  camera: ({ brand, pick }) => {
    const mount: Record<string, string> = {
      Canon: 'Canon RF',
      Nikon: 'Nikon Z',
      Sony: 'Sony E',
      Fujifilm: 'Fujifilm X',
    };
    return {
      suffix: pick(['Body', 'Kit 18-45mm', 'Kit 24-105mm']),
      values: {
        sensor_size: pick(['Повнокадрова', 'APS-C']),
        main_camera: pick([24, 26, 33, 40, 45]),
        lens_mount: mount[brand] ?? 'Sony E',
      },
    };
  },
  video: ({ pick }) => ({
    suffix: pick(['Standard', 'Combo', 'Fly More Combo']),
    values: { video_resolution: pick(['4K', '5.3K']), main_camera: pick([12, 27, 48]) },
  }),
  console: ({ brand, pick }) => {
    const storage = pick([512, 825, 1000]);
    return { suffix: gb(storage), values: { platform: [platforms[brand] ?? 'ПК'], storage } };
  },
  game: ({ brand }) => ({
    suffix: `(${platformTag[brand] ?? 'PC'})`,
    values: { platform: [platforms[brand] ?? 'ПК'] },
  }),
  smart: withColour(['Білий', 'Чорний'], { smart_home_protocol: ['Wi-Fi'] }),
  station: ({ pick }) => {
    const [wh, w] = pick([
      [256, 300],
      [768, 800],
      [1024, 1800],
      [2048, 2400],
      [3600, 3600],
    ] as const);
    return { suffix: `${wh} Вт·год`, values: { energy_capacity: wh, power: w } };
  },
  generator: ({ pick }) => {
    const kw = pick([2.2, 3, 5.5, 7, 12]);
    return {
      suffix: `${String(kw).replace('.', ',')} кВт`,
      values: { power: kw * 1000, fuel_type: pick(['Бензин', 'Газ/бензин', 'Дизель']) },
    };
  },
  inverter: ({ pick }) => {
    const w = pick([600, 1000, 1500, 3000, 5000]);
    return { suffix: `${w} Вт`, values: { power: w, waveform: 'Чиста синусоїда' } };
  },
  battery: ({ pick }) => {
    const wh = pick([1280, 2560, 5120]);
    return {
      suffix: `${wh} Вт·год`,
      values: {
        energy_capacity: wh,
        battery_chemistry: 'LiFePO4',
        voltage: pick([12, 24, 48]),
        power: pick([200, 400]),
      },
    };
  },
  powerbank: ({ pick }) => {
    const mah = pick([10000, 20000, 30000]);
    const colour = pick(['Чорний', 'Білий', 'Синій']);
    return { suffix: `${mah} мА·год ${colour}`, colour, values: { battery_capacity: mah, color: colour } };
  },
  accessory: ({ pick }) => {
    const colour = pick(['Чорний', 'Синій', 'Рожевий', 'Зелений']);
    const phone = pick([
      'iPhone 16',
      'iPhone 16 Pro',
      'Samsung Galaxy A56',
      'Samsung Galaxy S25',
      'Xiaomi Redmi Note 14',
    ]);
    return { suffix: `для ${phone} ${colour}`, colour, values: { color: colour } };
  },
  charger: ({ pick }) => {
    const w = pick([20, 25, 35, 65, 100]);
    const colour = pick(['Чорний', 'Білий']);
    return {
      suffix: `${w} Вт ${colour}`,
      colour,
      values: { fast_charging: w, usb_connector: 'USB Type-C', color: colour },
    };
  },
  bag: ({ pick }) => {
    const diagonal = pick([14, 15.6, 16, 17.3]);
    const colour = pick(['Чорний', 'Сірий', 'Синій']);
    return { suffix: `${inch(diagonal)} ${colour}`, colour, values: { screen_diagonal: diagonal, color: colour } };
  },
  care: withColour(['Чорний', 'Білий', 'Рожевий', 'Сріблястий', 'Фіолетовий'], { power_source: 'Від мережі 220 В' }),
  health: withColour(['Білий', 'Чорний', 'Блакитний', 'Рожевий']),
  tool: ({ pick }) => {
    const cordless = pick([true, false]);
    const w = pick([500, 750, 1100, 1400, 1800]);
    return {
      suffix: cordless ? '18 В без акумулятора' : `${w} Вт`,
      values: {
        power_source: cordless ? 'Акумулятор' : 'Від мережі 220 В',
        power: cordless ? 400 : w,
        ...(cordless ? { voltage: 18 } : {}),
      },
    };
  },
  light: withColour(['Чорний', 'Зелений', 'Помаранчевий'], { power_source: 'Акумулятор' }),
  colour: withColour(colourful),
  plain: () => ({ suffix: '', values: {} }),
};
