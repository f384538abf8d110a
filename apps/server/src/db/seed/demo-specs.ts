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

const dark = ['Чорний', 'Графітовий', 'Сірий'];
const phoneColours = [
  'Чорний',
  'Білий',
  'Синій',
  'Зелений',
  'Фіолетовий',
  'Сріблястий',
  'Титановий',
  'Рожевий',
  'Жовтий',
];
const houseColours = ['Білий', 'Чорний', 'Сріблястий', 'Сірий'];
const colourful = ['Чорний', 'Білий', 'Синій', 'Червоний', 'Зелений', 'Рожевий', 'Бежевий', 'Сірий'];

/** 6,7″: the Ukrainian decimal comma. */
const inch = (n: number): string => `${String(n).replace('.', ',')}″`;
const gb = (n: number): string => (n >= 1000 ? `${n / 1000} ТБ` : `${n} ГБ`);

function phone({ brand, pick }: SpecInput): Spec {
  const apple = brand === 'Apple';
  const [ram, storage] = pick(
    apple
      ? [
          [8, 128],
          [8, 256],
          [8, 512],
        ]
      : [
          [4, 128],
          [6, 128],
          [8, 128],
          [8, 256],
          [12, 256],
          [12, 512],
        ],
  ) as [number, number];
  const colour = pick(phoneColours);
  const processor = apple
    ? pick(['Apple A17 Pro', 'Apple A18', 'Apple A18 Pro'])
    : brand === 'Google'
      ? 'Google Tensor G4'
      : pick([
          'Qualcomm Snapdragon 8 Gen 3',
          'Qualcomm Snapdragon 7s Gen 2',
          'MediaTek Dimensity 7200',
          'MediaTek Helio G99',
        ]);
  return {
    suffix: apple ? `${gb(storage)} ${colour}` : `${ram}/${gb(storage)} ${colour}`,
    colour,
    values: {
      ram,
      storage,
      processor,
      color: colour,
      screen_diagonal: pick([6.1, 6.3, 6.5, 6.6, 6.7, 6.8]),
      os: apple ? 'iOS 18' : pick(['Android 14', 'Android 15']),
      network: ['2G', '3G', '4G (LTE)', '5G'],
    },
  };
}

function tablet({ brand, pick }: SpecInput): Spec {
  const apple = brand === 'Apple';
  const [ram, storage] = pick([
    [4, 64],
    [6, 128],
    [8, 128],
    [8, 256],
  ]) as [number, number];
  const diagonal = pick(apple ? [8.3, 10.9, 11, 13] : [10.9, 11, 11.5, 12.4]);
  const colour = pick(['Сірий', 'Сріблястий', 'Синій', 'Графітовий']);
  return {
    suffix: `${inch(diagonal)} ${apple ? gb(storage) : `${ram}/${gb(storage)}`} Wi-Fi ${colour}`,
    colour,
    values: { ram, storage, screen_diagonal: diagonal, os: apple ? 'iPadOS 18' : 'Android 14', color: colour },
  };
}

function laptop({ brand, leaf, pick }: SpecInput): Spec {
  const apple = brand === 'Apple';
  const gaming = leaf === 'Ігрові ноутбуки';
  const processor = apple
    ? pick(['Apple M3', 'Apple M4'])
    : pick(
        gaming
          ? ['Intel Core i7', 'Intel Core i9', 'AMD Ryzen 7', 'AMD Ryzen 9']
          : ['Intel Core i5', 'Intel Core i7', 'Intel Core Ultra 7', 'AMD Ryzen 5', 'AMD Ryzen 7'],
      );
  const ram = pick(gaming ? [16, 32] : [8, 16, 16, 32]);
  const storage = pick(gaming ? [512, 1000] : [256, 512, 512, 1000]);
  const diagonal = pick(gaming ? [15.6, 16, 17.3] : leaf === 'Ультрабуки' ? [13.3, 14] : [14, 15.6, 16]);
  const colour = pick(
    apple
      ? ['Сріблястий', 'Сірий', 'Чорний', 'Золотистий']
      : gaming
        ? dark
        : ['Сріблястий', 'Сірий', 'Чорний', 'Синій'],
  );
  const gpu = gaming
    ? pick(['NVIDIA GeForce RTX 4050', 'NVIDIA GeForce RTX 4060', 'NVIDIA GeForce RTX 4070'])
    : 'Інтегрована';
  const cpu = processor.replace(/^(Intel|AMD|Apple) /, '');
  return {
    suffix: `${inch(diagonal)} ${cpu} ${ram}/${gb(storage)}${gaming ? ` ${gpu.replace('NVIDIA GeForce ', '')}` : ''} ${colour}`,
    colour,
    values: {
      processor,
      ram,
      storage,
      screen_diagonal: diagonal,
      gpu,
      color: colour,
      os: apple ? 'macOS' : pick(['Windows 11 Home', 'Без ОС']),
    },
  };
}

function desktop({ brand, pick }: SpecInput): Spec {
  const processor =
    brand === 'Apple' ? 'Apple M4' : pick(['Intel Core i5', 'Intel Core i7', 'AMD Ryzen 5', 'AMD Ryzen 7']);
  const ram = pick([8, 16, 32]);
  const storage = pick([512, 1000]);
  return {
    suffix: `${processor.replace(/^(Intel|AMD|Apple) /, '')} ${ram}/${gb(storage)}`,
    values: { processor, ram, storage },
  };
}

function monitor({ pick }: SpecInput): Spec {
  const diagonal = pick([23.8, 27, 27, 31.5, 34]);
  const resolution = pick(['Full HD (1920×1080)', 'QHD (2560×1440)', '4K UHD (3840×2160)']);
  const rate = pick([75, 100, 144, 165, 240]);
  return {
    suffix: `${inch(diagonal)} ${resolution.split(' (')[0]} ${rate} Гц`,
    values: { screen_diagonal: diagonal, screen_resolution: resolution, refresh_rate: rate },
  };
}

function cpu({ brand, model, pick }: SpecInput): Spec {
  const family =
    brand === 'Intel'
      ? /Ultra 7/.test(model)
        ? 'Intel Core Ultra 7'
        : `Intel Core ${model.match(/i[579]/)?.[0] ?? 'i5'}`
      : `AMD Ryzen ${model.match(/Ryzen (\d)/)?.[1] ?? '7'}`;
  return { suffix: pick(['Box', 'Tray']), values: { processor: family, cpu_cores: pick([6, 8, 12, 14, 16]) } };
}

function gpu({ pick }: SpecInput): Spec {
  const [title, memory] = pick([
    ['NVIDIA GeForce RTX 4060', 8],
    ['NVIDIA GeForce RTX 4070', 12],
    ['NVIDIA GeForce RTX 4080', 16],
    ['AMD Radeon RX 7600', 8],
    ['AMD Radeon RX 7800 XT', 16],
  ] as const);
  return {
    suffix: `${title.replace(/^(NVIDIA|AMD) /, '')} ${memory} ГБ`,
    values: { gpu: title, video_memory: memory },
  };
}

function tv({ model, pick }: SpecInput): Spec {
  const fromModel = Number(model.match(/(?:^|\D)(4[3-9]|5[05]|6[05]|7[05]|8[56])(?=\D)/)?.[1]);
  const diagonal = fromModel || pick([43, 50, 55, 65]);
  const type = /OLED/.test(model) ? 'OLED' : /Q[ELN]|QNED|C[68]55/.test(model) ? 'QLED' : pick(['VA', 'IPS']);
  const resolution = diagonal < 43 ? 'Full HD (1920×1080)' : '4K UHD (3840×2160)';
  return {
    suffix: `${inch(diagonal)} ${resolution.startsWith('4K') ? '4K' : 'Full HD'} ${type === 'VA' || type === 'IPS' ? 'LED' : type}`,
    values: { screen_diagonal: diagonal, screen_type: type, screen_resolution: resolution, smart_tv: true },
  };
}

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
