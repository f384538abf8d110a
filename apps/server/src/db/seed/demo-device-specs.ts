import type { Spec, SpecInput } from './demo-specs.ts';

/** Specs of computers, phones and screens: what their names and key attributes say (demo-specs.ts). */

export const dark = ['Чорний', 'Графітовий', 'Сірий'];
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
export const houseColours = ['Білий', 'Чорний', 'Сріблястий', 'Сірий'];
export const colourful = ['Чорний', 'Білий', 'Синій', 'Червоний', 'Зелений', 'Рожевий', 'Бежевий', 'Сірий'];

/** 6,7″: the Ukrainian decimal comma. */
export const inch = (n: number): string => `${String(n).replace('.', ',')}″`;
export const gb = (n: number): string => (n >= 1000 ? `${n / 1000} ТБ` : `${n} ГБ`);

export function phone({ brand, pick }: SpecInput): Spec {
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

export function tablet({ brand, pick }: SpecInput): Spec {
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

export function laptop({ brand, leaf, pick }: SpecInput): Spec {
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

export function desktop({ brand, pick }: SpecInput): Spec {
  const processor =
    brand === 'Apple' ? 'Apple M4' : pick(['Intel Core i5', 'Intel Core i7', 'AMD Ryzen 5', 'AMD Ryzen 7']);
  const ram = pick([8, 16, 32]);
  const storage = pick([512, 1000]);
  return {
    suffix: `${processor.replace(/^(Intel|AMD|Apple) /, '')} ${ram}/${gb(storage)}`,
    values: { processor, ram, storage },
  };
}

export function monitor({ pick }: SpecInput): Spec {
  const diagonal = pick([23.8, 27, 27, 31.5, 34]);
  const resolution = pick(['Full HD (1920×1080)', 'QHD (2560×1440)', '4K UHD (3840×2160)']);
  const rate = pick([75, 100, 144, 165, 240]);
  return {
    suffix: `${inch(diagonal)} ${resolution.split(' (')[0]} ${rate} Гц`,
    values: { screen_diagonal: diagonal, screen_resolution: resolution, refresh_rate: rate },
  };
}

export function cpu({ brand, model, pick }: SpecInput): Spec {
  const family =
    brand === 'Intel'
      ? /Ultra 7/.test(model)
        ? 'Intel Core Ultra 7'
        : `Intel Core ${model.match(/i[579]/)?.[0] ?? 'i5'}`
      : `AMD Ryzen ${model.match(/Ryzen (\d)/)?.[1] ?? '7'}`;
  return { suffix: pick(['Box', 'Tray']), values: { processor: family, cpu_cores: pick([6, 8, 12, 14, 16]) } };
}

export function gpu({ pick }: SpecInput): Spec {
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

export function tv({ model, pick }: SpecInput): Spec {
  const fromModel = Number(model.match(/(?:^|\D)(4[3-9]|5[05]|6[05]|7[05]|8[56])(?=\D)/)?.[1]);
  const diagonal = fromModel || pick([43, 50, 55, 65]);
  const type = /OLED/.test(model) ? 'OLED' : /Q[ELN]|QNED|C[68]55/.test(model) ? 'QLED' : pick(['VA', 'IPS']);
  const resolution = diagonal < 43 ? 'Full HD (1920×1080)' : '4K UHD (3840×2160)';
  return {
    suffix: `${inch(diagonal)} ${resolution.startsWith('4K') ? '4K' : 'Full HD'} ${type === 'VA' || type === 'IPS' ? 'LED' : type}`,
    values: { screen_diagonal: diagonal, screen_type: type, screen_resolution: resolution, smart_tv: true },
  };
}
