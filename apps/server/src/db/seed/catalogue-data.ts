/**
 * The demo catalogue a first start fills in (catalogue.ts writes it): the structure of a Ukrainian
 * electronics shop — units, attributes with their values, attribute groups and a three-level tree
 * of categories. Plain data only: references between records go by a unit's title and an
 * attribute's code, which catalogue.ts turns into ids as it saves.
 */

export interface UnitSeed {
  title: string;
  suffix: string;
}

/** A select value: its title alone, or with the swatch and the slug a clash of slugs needs. */
export type ValueSeed = string | { title: string; color?: string; slug?: string };

export interface AttributeSeed {
  code: string;
  title: string;
  data_type: 'string' | 'number' | 'boolean' | 'select' | 'multiselect';
  /** The title of a unit in `units`. */
  unit?: string;
  /** A number the site filters by a from–to slider rather than by its distinct values. */
  range?: boolean;
  values?: readonly ValueSeed[];
  /** For the staff: which products the attribute is meant for when two look alike. */
  admin_description?: string;
}

export interface GroupSeed {
  title: string;
  /** Attribute codes in the order the product card shows them. */
  attributes: readonly string[];
}

/**
 * What a category says of the attributes of its products, by code: `required` ones must be
 * filled and are filters, `filters` are shown in the site's filter panel, `info` only on the card.
 */
export interface AttributeSet {
  required?: readonly string[];
  filters?: readonly string[];
  info?: readonly string[];
}

export interface CategorySeed {
  title: string;
  /** Its products' attributes; a category without a set of its own takes its parent's. */
  attributes?: AttributeSet;
  children?: readonly CategorySeed[];
}

export const units: readonly UnitSeed[] = [
  { title: 'Дюйм', suffix: '″' },
  { title: 'Гігабайт', suffix: 'ГБ' },
  { title: 'Мегапіксель', suffix: 'Мп' },
  { title: 'Ват', suffix: 'Вт' },
  { title: 'Ват-година', suffix: 'Вт·год' },
  { title: 'Міліампер-година', suffix: 'мА·год' },
  { title: 'Вольт', suffix: 'В' },
  { title: 'Герц', suffix: 'Гц' },
  { title: 'Кілограм', suffix: 'кг' },
  { title: 'Грам', suffix: 'г' },
  { title: 'Міліметр', suffix: 'мм' },
  { title: 'Літр', suffix: 'л' },
  { title: 'Квадратний метр', suffix: 'м²' },
  { title: 'Місяць', suffix: 'міс.' },
  { title: 'Година', suffix: 'год' },
  { title: 'Децибел', suffix: 'дБ' },
  { title: 'Оберт за хвилину', suffix: 'об/хв' },
  { title: 'Кандела на квадратний метр', suffix: 'кд/м²' },
  { title: 'Точка на дюйм', suffix: 'dpi' },
  { title: 'Кратність', suffix: '×' },
];

export const colours: readonly ValueSeed[] = [
  { title: 'Чорний', color: '#1a1a1a' },
  { title: 'Білий', color: '#ffffff' },
  { title: 'Сірий', color: '#8a8d91' },
  { title: 'Графітовий', color: '#41424c' },
  { title: 'Сріблястий', color: '#c0c4c8' },
  { title: 'Золотистий', color: '#d4b483' },
  { title: 'Синій', color: '#1f4e9c' },
  { title: 'Блакитний', color: '#8ec5e8' },
  { title: 'Зелений', color: '#3a7d44' },
  { title: 'М’ятний', color: '#b8e0d2' },
  { title: 'Червоний', color: '#c62828' },
  { title: 'Рожевий', color: '#f4b6c2' },
  { title: 'Фіолетовий', color: '#6a4c93' },
  { title: 'Жовтий', color: '#f5d547' },
  { title: 'Помаранчевий', color: '#ef7d22' },
  { title: 'Бежевий', color: '#e3d5b8' },
  { title: 'Титановий', color: '#878681' },
];

export const attributes: readonly AttributeSeed[] = [
  // Загальні
  { code: 'color', title: 'Колір', data_type: 'select', values: colours },
  {
    code: 'material',
    title: 'Матеріал корпусу',
    data_type: 'select',
    values: ['Пластик', 'Алюміній', 'Скло', 'Нержавіюча сталь', 'Титан', 'Кераміка', 'Шкіра', 'Силікон', 'Тканина'],
  },
  {
    code: 'country_of_origin',
    title: 'Країна виробництва',
    data_type: 'select',
    values: ['Китай', 'В’єтнам', 'Тайвань', 'Південна Корея', 'Японія', 'Німеччина', 'Польща', 'Туреччина', 'Україна'],
  },
  { code: 'warranty', title: 'Гарантія', data_type: 'number', unit: 'Місяць' },
  {
    code: 'purpose',
    title: 'Призначення',
    data_type: 'select',
    values: ['Для дому', 'Для офісу', 'Для навчання', 'Для ігор', 'Для творчості', 'Професійне'],
  },
  { code: 'package_contents', title: 'Комплектація', data_type: 'string' },
  // Корпус
  {
    code: 'weight_g',
    title: 'Вага',
    data_type: 'number',
    unit: 'Грам',
    range: true,
    admin_description: 'Для легких пристроїв: смартфони, навушники, годинники.',
  },
  {
    code: 'weight_kg',
    title: 'Вага',
    data_type: 'number',
    unit: 'Кілограм',
    range: true,
    admin_description: 'Для ноутбуків, техніки та інструменту.',
  },
  { code: 'width', title: 'Ширина', data_type: 'number', unit: 'Міліметр', range: true },
  { code: 'height', title: 'Висота', data_type: 'number', unit: 'Міліметр', range: true },
  { code: 'depth', title: 'Глибина', data_type: 'number', unit: 'Міліметр', range: true },
  {
    code: 'water_protection',
    title: 'Захист від води та пилу',
    data_type: 'select',
    values: ['Немає', 'IPX4', 'IPX7', 'IP54', 'IP65', 'IP67', 'IP68'],
  },
  // Екран
  { code: 'screen_diagonal', title: 'Діагональ екрана', data_type: 'number', unit: 'Дюйм', range: true },
  {
    code: 'screen_resolution',
    title: 'Роздільна здатність екрана',
    data_type: 'select',
    values: [
      'HD (1280×720)',
      'Full HD (1920×1080)',
      'Full HD+',
      'QHD (2560×1440)',
      '2.5K',
      '3K',
      '4K UHD (3840×2160)',
      '5K',
      '8K',
    ],
  },
  {
    code: 'screen_type',
    title: 'Тип матриці',
    data_type: 'select',
    values: ['IPS', 'VA', 'TN', 'OLED', 'AMOLED', 'Super AMOLED', 'LTPO OLED', 'QLED', 'Mini LED', 'E Ink'],
  },
  { code: 'refresh_rate', title: 'Частота оновлення екрана', data_type: 'number', unit: 'Герц' },
  { code: 'brightness', title: 'Яскравість', data_type: 'number', unit: 'Кандела на квадратний метр', range: true },
  {
    code: 'hdr',
    title: 'Підтримка HDR',
    data_type: 'multiselect',
    values: ['HDR10', { title: 'HDR10+', slug: 'hdr10-plus' }, 'Dolby Vision', 'HLG'],
  },
  { code: 'touch_screen', title: 'Сенсорний екран', data_type: 'boolean' },
  // Процесор
  {
    code: 'processor',
    title: 'Процесор',
    data_type: 'select',
    values: [
      'Apple A17 Pro',
      'Apple A18',
      'Apple A18 Pro',
      'Apple M3',
      'Apple M4',
      'Qualcomm Snapdragon 8 Gen 3',
      'Qualcomm Snapdragon 8 Elite',
      'Qualcomm Snapdragon 7s Gen 2',
      'MediaTek Dimensity 9300',
      'MediaTek Dimensity 7200',
      'MediaTek Helio G99',
      'Samsung Exynos 2400',
      'Google Tensor G4',
      'Intel Core i5',
      'Intel Core i7',
      'Intel Core i9',
      'Intel Core Ultra 7',
      'AMD Ryzen 5',
      'AMD Ryzen 7',
      'AMD Ryzen 9',
    ],
  },
  { code: 'cpu_cores', title: 'Кількість ядер процесора', data_type: 'number' },
  {
    code: 'gpu',
    title: 'Відеокарта',
    data_type: 'select',
    values: [
      'Інтегрована',
      'NVIDIA GeForce RTX 4050',
      'NVIDIA GeForce RTX 4060',
      'NVIDIA GeForce RTX 4070',
      'NVIDIA GeForce RTX 4080',
      'NVIDIA GeForce RTX 4090',
      'AMD Radeon RX 7600',
      'AMD Radeon RX 7800 XT',
    ],
  },
  { code: 'video_memory', title: 'Обсяг відеопам’яті', data_type: 'number', unit: 'Гігабайт' },
  {
    code: 'os',
    title: 'Операційна система',
    data_type: 'select',
    values: [
      'Android 14',
      'Android 15',
      'iOS 18',
      'iPadOS 18',
      'watchOS 11',
      'Wear OS',
      'Windows 11 Home',
      'Windows 11 Pro',
      'macOS',
      'Linux',
      'ChromeOS',
      'Google TV',
      'Tizen',
      'webOS',
      'Без ОС',
    ],
  },
  // Пам’ять
  { code: 'ram', title: 'Оперативна пам’ять', data_type: 'number', unit: 'Гігабайт' },
  {
    code: 'ram_type',
    title: 'Тип оперативної пам’яті',
    data_type: 'select',
    values: ['DDR4', 'DDR5', 'LPDDR4X', 'LPDDR5', 'LPDDR5X'],
  },
  { code: 'storage', title: 'Вбудована пам’ять', data_type: 'number', unit: 'Гігабайт' },
  {
    code: 'storage_type',
    title: 'Тип накопичувача',
    data_type: 'select',
    values: ['SSD NVMe', 'SSD SATA', 'HDD', 'eMMC', 'UFS 3.1', 'UFS 4.0', 'microSD', 'USB-флешка'],
  },
  { code: 'memory_card_slot', title: 'Слот для карти пам’яті', data_type: 'boolean' },
  // Камера
  { code: 'main_camera', title: 'Основна камера', data_type: 'number', unit: 'Мегапіксель' },
  { code: 'front_camera', title: 'Фронтальна камера', data_type: 'number', unit: 'Мегапіксель' },
  { code: 'optical_zoom', title: 'Оптичне наближення', data_type: 'number', unit: 'Кратність' },
  {
    code: 'video_resolution',
    title: 'Роздільна здатність відео',
    data_type: 'select',
    values: ['HD', 'Full HD', '2.7K', '4K', '5.3K', '8K'],
  },
  { code: 'optical_stabilization', title: 'Оптична стабілізація', data_type: 'boolean' },
  {
    code: 'sensor_size',
    title: 'Розмір матриці',
    data_type: 'select',
    values: [
      'Повнокадрова',
      'APS-C',
      'Micro 4/3',
      { title: '1″', slug: '1-inch' },
      { title: '1/1.3″', slug: '1-1-3-inch' },
      { title: '1/2.3″', slug: '1-2-3-inch' },
    ],
  },
  {
    code: 'lens_mount',
    title: 'Байонет',
    data_type: 'select',
    values: ['Canon RF', 'Canon EF', 'Nikon Z', 'Nikon F', 'Sony E', 'Fujifilm X', 'Micro 4/3', 'L-Mount'],
  },
  // Живлення
  {
    code: 'battery_capacity',
    title: 'Ємність акумулятора',
    data_type: 'number',
    unit: 'Міліампер-година',
    range: true,
  },
  {
    code: 'energy_capacity',
    title: 'Енергоємність',
    data_type: 'number',
    unit: 'Ват-година',
    range: true,
    admin_description: 'Для зарядних станцій, ДБЖ та акумуляторів.',
  },
  { code: 'fast_charging', title: 'Потужність швидкого заряджання', data_type: 'number', unit: 'Ват' },
  { code: 'wireless_charging', title: 'Бездротове заряджання', data_type: 'boolean' },
  { code: 'battery_life', title: 'Час автономної роботи', data_type: 'number', unit: 'Година', range: true },
  { code: 'power', title: 'Потужність', data_type: 'number', unit: 'Ват', range: true },
  { code: 'peak_power', title: 'Пікова потужність', data_type: 'number', unit: 'Ват' },
  { code: 'voltage', title: 'Напруга', data_type: 'number', unit: 'Вольт' },
  {
    code: 'power_source',
    title: 'Живлення',
    data_type: 'select',
    values: ['Від мережі 220 В', 'Акумулятор', 'Батарейки', 'USB', 'Бензиновий двигун'],
  },
  {
    code: 'battery_chemistry',
    title: 'Тип акумулятора',
    data_type: 'select',
    values: ['Li-ion', 'Li-Pol', 'LiFePO4', 'Свинцево-кислотний (AGM)', 'Гелевий (GEL)', 'NiMH'],
  },
  {
    code: 'energy_class',
    title: 'Клас енергоспоживання',
    data_type: 'select',
    // "+" vanishes from a slug: each class spells its own
    values: [
      { title: 'A+++', slug: 'a-plus-plus-plus' },
      { title: 'A++', slug: 'a-plus-plus' },
      { title: 'A+', slug: 'a-plus' },
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
      'G',
    ],
  },
  { code: 'ac_outlets', title: 'Кількість розеток 220 В', data_type: 'number' },
  {
    code: 'waveform',
    title: 'Форма вихідної напруги',
    data_type: 'select',
    values: ['Чиста синусоїда', 'Апроксимована синусоїда'],
  },
  { code: 'solar_charging', title: 'Заряджання від сонячних панелей', data_type: 'boolean' },
  {
    code: 'fuel_type',
    title: 'Тип пального',
    data_type: 'select',
    values: ['Бензин', 'Дизель', 'Газ/бензин'],
  },
  // Зв’язок
  {
    code: 'sim_count',
    title: 'Кількість SIM-карток',
    data_type: 'select',
    values: ['1 SIM', '2 SIM', '1 SIM + eSIM', '2 SIM + eSIM', 'Лише eSIM'],
  },
  { code: 'network', title: 'Стандарти зв’язку', data_type: 'multiselect', values: ['2G', '3G', '4G (LTE)', '5G'] },
  {
    code: 'wifi',
    title: 'Wi-Fi',
    data_type: 'select',
    values: ['Wi-Fi 4', 'Wi-Fi 5', 'Wi-Fi 6', 'Wi-Fi 6E', 'Wi-Fi 7'],
  },
  { code: 'bluetooth', title: 'Версія Bluetooth', data_type: 'select', values: ['5.0', '5.1', '5.2', '5.3', '5.4'] },
  { code: 'nfc', title: 'NFC', data_type: 'boolean' },
  { code: 'gps', title: 'GPS', data_type: 'boolean' },
  {
    code: 'usb_connector',
    title: 'Роз’єм заряджання',
    data_type: 'select',
    values: ['USB Type-C', 'Lightning', 'micro-USB', 'USB Type-A', 'Магнітний'],
  },
  {
    code: 'ports',
    title: 'Роз’єми',
    data_type: 'multiselect',
    values: [
      'HDMI',
      'DisplayPort',
      'USB Type-C',
      'USB 3.2 Type-A',
      'Thunderbolt 4',
      'Ethernet (RJ-45)',
      'Аудіо 3,5 мм',
      'Кардридер',
      'Оптичний аудіовихід',
    ],
  },
  {
    code: 'connection_type',
    title: 'Тип підключення',
    data_type: 'select',
    values: ['Дротове', 'Bluetooth', 'Радіоканал 2,4 ГГц', 'Wi-Fi', 'Комбіноване'],
  },
  {
    code: 'smart_home_protocol',
    title: 'Протокол розумного дому',
    data_type: 'multiselect',
    values: ['Wi-Fi', 'Zigbee', 'Z-Wave', 'Matter', 'Thread', 'Bluetooth'],
  },
  {
    code: 'voice_assistant',
    title: 'Голосовий асистент',
    data_type: 'multiselect',
    values: ['Google Assistant', 'Amazon Alexa', 'Apple Siri', 'Без асистента'],
  },
  { code: 'app_control', title: 'Керування зі смартфона', data_type: 'boolean' },
  // Звук
  {
    code: 'headphone_type',
    title: 'Тип навушників',
    data_type: 'select',
    values: ['Повністю бездротові (TWS)', 'Внутрішньоканальні', 'Вкладиші', 'Накладні', 'Повнорозмірні'],
  },
  { code: 'anc', title: 'Активне шумозаглушення', data_type: 'boolean' },
  { code: 'microphone', title: 'Мікрофон', data_type: 'boolean' },
  { code: 'sound_power', title: 'Потужність звуку', data_type: 'number', unit: 'Ват', range: true },
  {
    code: 'audio_channels',
    title: 'Конфігурація каналів',
    data_type: 'select',
    values: ['2.0', '2.1', '3.1', '5.1', '5.1.2', '7.1', '7.1.4'],
  },
  // Функції та керування
  {
    code: 'installation_type',
    title: 'Тип встановлення',
    data_type: 'select',
    values: ['Окремостоячий', 'Вбудований', 'Настінний', 'Настільний', 'Підлоговий'],
  },
  {
    code: 'control_type',
    title: 'Керування',
    data_type: 'select',
    values: ['Механічне', 'Сенсорне', 'Електронне з дисплеєм', 'Пульт ДК'],
  },
  { code: 'noise_level', title: 'Рівень шуму', data_type: 'number', unit: 'Децибел', range: true },
  { code: 'volume', title: 'Об’єм', data_type: 'number', unit: 'Літр', range: true },
  { code: 'max_load', title: 'Максимальне завантаження', data_type: 'number', unit: 'Кілограм' },
  { code: 'spin_speed', title: 'Швидкість віджимання', data_type: 'number', unit: 'Оберт за хвилину' },
  { code: 'no_frost', title: 'No Frost', data_type: 'boolean' },
  {
    code: 'cleaning_type',
    title: 'Тип прибирання',
    data_type: 'select',
    values: ['Сухе', 'Вологе', 'Сухе та вологе'],
  },
  { code: 'suction_power', title: 'Потужність всмоктування', data_type: 'number', unit: 'Ват' },
  { code: 'room_area', title: 'Площа приміщення', data_type: 'number', unit: 'Квадратний метр', range: true },
  { code: 'smart_tv', title: 'Smart TV', data_type: 'boolean' },
  {
    code: 'tv_tuner',
    title: 'Цифровий тюнер',
    data_type: 'multiselect',
    values: ['DVB-T2', 'DVB-C', 'DVB-S2'],
  },
  {
    code: 'backlight',
    title: 'Підсвічування',
    data_type: 'select',
    values: ['Немає', 'Одноколірне', 'RGB'],
  },
  {
    code: 'keyboard_switches',
    title: 'Тип перемикачів',
    data_type: 'select',
    values: ['Мембранні', 'Ножичні', 'Механічні лінійні', 'Механічні тактильні', 'Механічні клікові', 'Оптичні'],
  },
  { code: 'dpi', title: 'Роздільна здатність сенсора', data_type: 'number', unit: 'Точка на дюйм' },
  // Ігри
  {
    code: 'platform',
    title: 'Платформа',
    data_type: 'multiselect',
    values: ['PlayStation 5', 'PlayStation 4', 'Xbox Series X|S', 'Xbox One', 'Nintendo Switch', 'ПК'],
  },
  {
    code: 'game_genre',
    title: 'Жанр',
    data_type: 'select',
    values: [
      'Екшн',
      'Пригоди',
      'Рольові',
      'Шутер',
      'Гонки',
      'Спорт',
      'Стратегія',
      'Файтинг',
      'Симулятор',
      'Для всієї родини',
    ],
  },
  {
    code: 'age_rating',
    title: 'Віковий рейтинг PEGI',
    data_type: 'select',
    values: ['3+', '7+', '12+', '16+', '18+'],
  },
  {
    code: 'ukrainian_localization',
    title: 'Українська локалізація',
    data_type: 'select',
    values: ['Повна (з озвученням)', 'Інтерфейс і субтитри', 'Немає'],
  },
];

export const groups: readonly GroupSeed[] = [
  {
    title: 'Загальні',
    attributes: ['purpose', 'color', 'material', 'country_of_origin', 'warranty', 'package_contents'],
  },
  { title: 'Корпус', attributes: ['width', 'height', 'depth', 'weight_g', 'weight_kg', 'water_protection'] },
  {
    title: 'Екран',
    attributes: [
      'screen_diagonal',
      'screen_resolution',
      'screen_type',
      'refresh_rate',
      'brightness',
      'hdr',
      'touch_screen',
    ],
  },
  { title: 'Процесор', attributes: ['processor', 'cpu_cores', 'gpu', 'video_memory', 'os'] },
  { title: 'Пам’ять', attributes: ['ram', 'ram_type', 'storage', 'storage_type', 'memory_card_slot'] },
  {
    title: 'Камера',
    attributes: [
      'main_camera',
      'front_camera',
      'optical_zoom',
      'optical_stabilization',
      'video_resolution',
      'sensor_size',
      'lens_mount',
    ],
  },
  {
    title: 'Живлення',
    attributes: [
      'power_source',
      'battery_capacity',
      'energy_capacity',
      'battery_chemistry',
      'battery_life',
      'fast_charging',
      'wireless_charging',
      'power',
      'peak_power',
      'voltage',
      'ac_outlets',
      'waveform',
      'solar_charging',
      'fuel_type',
      'energy_class',
    ],
  },
  {
    title: 'Зв’язок',
    attributes: [
      'sim_count',
      'network',
      'wifi',
      'bluetooth',
      'nfc',
      'gps',
      'connection_type',
      'usb_connector',
      'ports',
      'smart_home_protocol',
      'voice_assistant',
      'app_control',
    ],
  },
  {
    title: 'Звук',
    attributes: ['headphone_type', 'anc', 'microphone', 'sound_power', 'audio_channels', 'smart_tv', 'tv_tuner'],
  },
  {
    title: 'Функції та керування',
    attributes: [
      'installation_type',
      'control_type',
      'volume',
      'max_load',
      'spin_speed',
      'no_frost',
      'cleaning_type',
      'suction_power',
      'room_area',
      'noise_level',
      'backlight',
      'keyboard_switches',
      'dpi',
    ],
  },
  { title: 'Ігри', attributes: ['platform', 'game_genre', 'age_rating', 'ukrainian_localization'] },
];

// The attribute sets categories share; a category lists the one its products need.

const smartphone: AttributeSet = {
  required: ['screen_diagonal', 'ram', 'storage', 'os', 'color'],
  filters: [
    'processor',
    'screen_type',
    'refresh_rate',
    'main_camera',
    'front_camera',
    'optical_zoom',
    'battery_capacity',
    'fast_charging',
    'wireless_charging',
    'sim_count',
    'network',
    'nfc',
    'memory_card_slot',
    'water_protection',
  ],
  info: [
    'screen_resolution',
    'cpu_cores',
    'optical_stabilization',
    'video_resolution',
    'wifi',
    'bluetooth',
    'gps',
    'usb_connector',
    'material',
    'width',
    'height',
    'depth',
    'weight_g',
    'warranty',
    'country_of_origin',
    'package_contents',
  ],
};

const featurePhone: AttributeSet = {
  required: ['color'],
  filters: ['screen_diagonal', 'sim_count', 'battery_capacity', 'memory_card_slot', 'network'],
  info: ['main_camera', 'bluetooth', 'usb_connector', 'weight_g', 'warranty', 'package_contents'],
};

const tablet: AttributeSet = {
  required: ['screen_diagonal', 'ram', 'storage', 'os'],
  filters: ['processor', 'screen_resolution', 'screen_type', 'refresh_rate', 'network', 'battery_capacity', 'color'],
  info: [
    'main_camera',
    'front_camera',
    'memory_card_slot',
    'wifi',
    'bluetooth',
    'usb_connector',
    'weight_g',
    'warranty',
  ],
};

const ebook: AttributeSet = {
  required: ['screen_diagonal'],
  filters: ['screen_type', 'storage', 'wifi', 'water_protection', 'color'],
  info: ['screen_resolution', 'battery_life', 'weight_g', 'warranty'],
};

const wearable: AttributeSet = {
  required: ['os'],
  filters: [
    'screen_type',
    'screen_diagonal',
    'nfc',
    'gps',
    'network',
    'water_protection',
    'battery_life',
    'color',
    'material',
  ],
  info: ['bluetooth', 'weight_g', 'warranty', 'package_contents'],
};

const laptop: AttributeSet = {
  required: ['screen_diagonal', 'processor', 'ram', 'storage'],
  filters: [
    'gpu',
    'screen_resolution',
    'screen_type',
    'refresh_rate',
    'storage_type',
    'ram_type',
    'os',
    'purpose',
    'touch_screen',
    'weight_kg',
    'color',
  ],
  info: [
    'cpu_cores',
    'video_memory',
    'ports',
    'wifi',
    'bluetooth',
    'battery_life',
    'material',
    'width',
    'height',
    'depth',
    'warranty',
    'package_contents',
  ],
};

const desktop: AttributeSet = {
  required: ['processor', 'ram', 'storage'],
  filters: ['gpu', 'video_memory', 'storage_type', 'os', 'purpose'],
  info: ['cpu_cores', 'ram_type', 'ports', 'wifi', 'power', 'warranty'],
};

const allInOne: AttributeSet = {
  required: ['screen_diagonal', 'processor', 'ram', 'storage'],
  filters: ['screen_resolution', 'touch_screen', 'gpu', 'os', 'color'],
  info: ['ports', 'wifi', 'weight_kg', 'warranty'],
};

const monitor: AttributeSet = {
  required: ['screen_diagonal', 'screen_resolution'],
  filters: ['screen_type', 'refresh_rate', 'hdr', 'brightness', 'purpose', 'ports', 'color'],
  info: ['power', 'width', 'height', 'depth', 'weight_kg', 'warranty'],
};

const components: AttributeSet = {
  filters: ['purpose', 'backlight', 'color'],
  info: ['power', 'warranty', 'country_of_origin'],
};

const keyboard: AttributeSet = {
  required: ['connection_type'],
  filters: ['keyboard_switches', 'backlight', 'purpose', 'color'],
  info: ['usb_connector', 'battery_life', 'weight_g', 'warranty'],
};

const mouse: AttributeSet = {
  required: ['connection_type'],
  filters: ['dpi', 'backlight', 'purpose', 'color'],
  info: ['battery_life', 'weight_g', 'warranty'],
};

const peripherals: AttributeSet = {
  required: ['connection_type'],
  filters: ['purpose', 'color'],
  info: ['usb_connector', 'warranty', 'package_contents'],
};

const network: AttributeSet = {
  required: ['wifi'],
  filters: ['ports', 'network', 'app_control', 'purpose'],
  info: ['power', 'warranty'],
};

const office: AttributeSet = {
  required: ['connection_type'],
  filters: ['wifi', 'purpose', 'color'],
  info: ['power', 'noise_level', 'weight_kg', 'width', 'height', 'depth', 'warranty'],
};

const tv: AttributeSet = {
  required: ['screen_diagonal', 'screen_resolution', 'screen_type'],
  filters: ['smart_tv', 'os', 'refresh_rate', 'hdr', 'tv_tuner', 'sound_power', 'wifi', 'voice_assistant'],
  info: ['ports', 'bluetooth', 'power', 'energy_class', 'width', 'height', 'depth', 'weight_kg', 'warranty'],
};

const tvBox: AttributeSet = {
  required: ['os'],
  filters: ['ram', 'storage', 'video_resolution', 'wifi', 'voice_assistant'],
  info: ['ports', 'bluetooth', 'warranty'],
};

const headphones: AttributeSet = {
  required: ['headphone_type', 'connection_type'],
  filters: ['anc', 'microphone', 'battery_life', 'water_protection', 'bluetooth', 'color'],
  info: ['usb_connector', 'weight_g', 'warranty', 'package_contents'],
};

const speakers: AttributeSet = {
  required: ['sound_power'],
  filters: ['connection_type', 'audio_channels', 'battery_life', 'water_protection', 'voice_assistant', 'color'],
  info: ['bluetooth', 'ports', 'weight_kg', 'width', 'height', 'depth', 'warranty'],
};

const projector: AttributeSet = {
  required: ['screen_resolution'],
  filters: ['os', 'smart_tv', 'wifi', 'ports', 'noise_level'],
  info: ['power', 'weight_kg', 'warranty'],
};

const fridge: AttributeSet = {
  required: ['installation_type', 'volume', 'energy_class'],
  filters: ['no_frost', 'height', 'noise_level', 'control_type', 'color'],
  info: ['width', 'depth', 'weight_kg', 'warranty', 'country_of_origin'],
};

const washer: AttributeSet = {
  required: ['installation_type', 'max_load', 'energy_class'],
  filters: ['spin_speed', 'depth', 'noise_level', 'app_control', 'control_type'],
  info: ['width', 'height', 'power', 'color', 'warranty', 'country_of_origin'],
};

const dishwasher: AttributeSet = {
  required: ['installation_type', 'width', 'energy_class'],
  filters: ['noise_level', 'control_type', 'app_control'],
  info: ['height', 'depth', 'power', 'warranty', 'country_of_origin'],
};

const cooking: AttributeSet = {
  required: ['installation_type', 'power'],
  filters: ['control_type', 'width', 'volume', 'energy_class', 'color'],
  info: ['height', 'depth', 'noise_level', 'warranty', 'country_of_origin'],
};

const climate: AttributeSet = {
  required: ['power'],
  filters: ['room_area', 'installation_type', 'noise_level', 'control_type', 'app_control', 'energy_class', 'color'],
  info: ['volume', 'weight_kg', 'warranty'],
};

const kitchen: AttributeSet = {
  required: ['power'],
  filters: ['volume', 'control_type', 'material', 'app_control', 'color'],
  info: ['weight_kg', 'warranty', 'package_contents'],
};

const vacuum: AttributeSet = {
  required: ['cleaning_type', 'power_source'],
  filters: ['suction_power', 'volume', 'battery_life', 'noise_level', 'app_control', 'color'],
  info: ['power', 'weight_kg', 'warranty', 'package_contents'],
};

const homeCare: AttributeSet = {
  required: ['power'],
  filters: ['power_source', 'control_type', 'volume', 'color'],
  info: ['weight_kg', 'warranty'],
};

const camera: AttributeSet = {
  required: ['sensor_size', 'main_camera'],
  filters: ['lens_mount', 'video_resolution', 'optical_stabilization', 'optical_zoom', 'wifi', 'color'],
  info: ['screen_diagonal', 'battery_capacity', 'weight_g', 'warranty', 'package_contents'],
};

const actionCamera: AttributeSet = {
  required: ['video_resolution'],
  filters: ['main_camera', 'water_protection', 'optical_stabilization', 'battery_life', 'wifi'],
  info: ['screen_diagonal', 'weight_g', 'warranty', 'package_contents'],
};

const drone: AttributeSet = {
  required: ['video_resolution', 'main_camera'],
  filters: ['battery_life', 'weight_g', 'gps', 'sensor_size'],
  info: ['battery_capacity', 'warranty', 'package_contents'],
};

const lens: AttributeSet = {
  required: ['lens_mount'],
  filters: ['sensor_size', 'optical_stabilization'],
  info: ['weight_g', 'warranty'],
};

const photoAccessories: AttributeSet = {
  filters: ['material', 'purpose', 'color'],
  info: ['weight_g', 'warranty'],
};

const gameConsole: AttributeSet = {
  required: ['platform', 'storage'],
  filters: ['video_resolution', 'color'],
  info: ['ports', 'wifi', 'power', 'weight_kg', 'warranty', 'package_contents'],
};

const handheld: AttributeSet = {
  required: ['platform', 'storage', 'screen_diagonal'],
  filters: ['screen_type', 'battery_life', 'color'],
  info: ['ram', 'processor', 'weight_g', 'warranty', 'package_contents'],
};

const game: AttributeSet = {
  required: ['platform'],
  filters: ['game_genre', 'age_rating', 'ukrainian_localization'],
};

const gameGear: AttributeSet = {
  required: ['platform', 'connection_type'],
  filters: ['battery_life', 'backlight', 'color'],
  info: ['usb_connector', 'weight_g', 'warranty'],
};

const vr: AttributeSet = {
  required: ['platform'],
  filters: ['screen_resolution', 'refresh_rate', 'storage'],
  info: ['battery_life', 'weight_g', 'warranty'],
};

const smartSecurity: AttributeSet = {
  required: ['smart_home_protocol'],
  filters: ['power_source', 'video_resolution', 'water_protection', 'app_control', 'voice_assistant'],
  info: ['microphone', 'warranty'],
};

const smartLighting: AttributeSet = {
  required: ['smart_home_protocol'],
  filters: ['power', 'voice_assistant', 'app_control', 'color'],
  info: ['warranty'],
};

const smartControl: AttributeSet = {
  required: ['smart_home_protocol'],
  filters: ['voice_assistant', 'app_control', 'wifi', 'color'],
  info: ['power', 'warranty'],
};

const powerStation: AttributeSet = {
  required: ['energy_capacity', 'power'],
  filters: ['peak_power', 'battery_chemistry', 'ac_outlets', 'waveform', 'solar_charging', 'weight_kg'],
  info: ['ports', 'app_control', 'warranty', 'package_contents'],
};

const generator: AttributeSet = {
  required: ['power', 'fuel_type'],
  filters: ['peak_power', 'ac_outlets', 'waveform', 'noise_level', 'weight_kg'],
  info: ['volume', 'battery_life', 'warranty'],
};

const inverter: AttributeSet = {
  required: ['power', 'waveform'],
  filters: ['peak_power', 'voltage', 'solar_charging'],
  info: ['weight_kg', 'warranty'],
};

const ups: AttributeSet = {
  required: ['power', 'waveform'],
  filters: ['energy_capacity', 'ac_outlets', 'battery_chemistry', 'installation_type'],
  info: ['battery_life', 'weight_kg', 'warranty'],
};

const battery: AttributeSet = {
  required: ['energy_capacity', 'battery_chemistry', 'voltage'],
  filters: ['weight_kg'],
  info: ['width', 'height', 'depth', 'warranty'],
};

const solarPanel: AttributeSet = {
  required: ['power'],
  filters: ['voltage', 'weight_kg'],
  info: ['width', 'height', 'depth', 'warranty'],
};

const phoneAccessories: AttributeSet = {
  filters: ['material', 'usb_connector', 'color'],
  info: ['warranty'],
};

const charger: AttributeSet = {
  required: ['fast_charging'],
  filters: ['usb_connector', 'wireless_charging', 'color'],
  info: ['warranty'],
};

const powerBank: AttributeSet = {
  required: ['battery_capacity'],
  filters: ['fast_charging', 'wireless_charging', 'usb_connector', 'color'],
  info: ['weight_g', 'warranty'],
};

const storageMedia: AttributeSet = {
  required: ['storage'],
  filters: ['storage_type', 'usb_connector', 'color'],
  info: ['warranty'],
};

const bags: AttributeSet = {
  required: ['screen_diagonal'],
  filters: ['material', 'water_protection', 'color'],
  info: ['weight_g', 'warranty'],
};

const personalCare: AttributeSet = {
  required: ['power_source'],
  filters: ['power', 'battery_life', 'water_protection', 'color'],
  info: ['weight_g', 'warranty', 'package_contents'],
};

const health: AttributeSet = {
  filters: ['power_source', 'app_control', 'bluetooth', 'battery_life', 'color'],
  info: ['warranty', 'package_contents'],
};

const powerTools: AttributeSet = {
  required: ['power_source', 'power'],
  filters: ['voltage', 'weight_kg', 'noise_level'],
  info: ['battery_chemistry', 'warranty', 'package_contents'],
};

const lighting: AttributeSet = {
  required: ['power_source'],
  filters: ['battery_life', 'water_protection', 'battery_capacity', 'color'],
  info: ['power', 'weight_g', 'warranty'],
};

const leaves = (titles: readonly string[]): CategorySeed[] => titles.map((title) => ({ title }));

export const categories: readonly CategorySeed[] = [
  {
    title: 'Смартфони та телефони',
    children: [
      {
        title: 'Смартфони',
        attributes: smartphone,
        children: leaves(['Android-смартфони', 'iPhone']),
      },
      { title: 'Мобільні телефони', attributes: featurePhone },
      { title: 'Планшети', attributes: tablet, children: leaves(['Android-планшети', 'iPad']) },
      { title: 'Електронні книги', attributes: ebook },
      {
        title: 'Смарт-годинники та браслети',
        attributes: wearable,
        children: leaves(['Смарт-годинники', 'Фітнес-браслети']),
      },
    ],
  },
  {
    title: 'Ноутбуки та комп’ютери',
    children: [
      {
        title: 'Ноутбуки',
        attributes: laptop,
        children: leaves(['Ігрові ноутбуки', 'Ультрабуки', 'Ноутбуки для навчання та роботи', 'MacBook']),
      },
      {
        title: 'Комп’ютери',
        attributes: desktop,
        children: [...leaves(['Ігрові комп’ютери', 'Офісні комп’ютери']), { title: 'Моноблоки', attributes: allInOne }],
      },
      { title: 'Монітори', attributes: monitor },
      {
        title: 'Комплектуючі',
        attributes: components,
        children: [
          { title: 'Процесори', attributes: { required: ['processor', 'cpu_cores'], info: ['power', 'warranty'] } },
          {
            title: 'Відеокарти',
            attributes: {
              required: ['gpu', 'video_memory'],
              filters: ['ports', 'power', 'backlight'],
              info: ['warranty'],
            },
          },
          { title: 'Материнські плати' },
          {
            title: 'Оперативна пам’ять',
            attributes: { required: ['ram', 'ram_type'], filters: ['backlight', 'color'], info: ['warranty'] },
          },
          { title: 'SSD-накопичувачі', attributes: storageMedia },
        ],
      },
      {
        title: 'Периферія',
        attributes: peripherals,
        children: [
          { title: 'Клавіатури', attributes: keyboard },
          { title: 'Миші', attributes: mouse },
          ...leaves(['Вебкамери']),
        ],
      },
      {
        title: 'Мережеве обладнання',
        attributes: network,
        children: leaves(['Wi-Fi роутери', 'Mesh-системи']),
      },
      { title: 'Оргтехніка', attributes: office, children: leaves(['Принтери', 'Багатофункціональні пристрої']) },
    ],
  },
  {
    title: 'ТВ та аудіо',
    children: [
      {
        title: 'Телевізори',
        attributes: tv,
        children: [
          ...leaves(['OLED-телевізори', 'QLED-телевізори', 'LED-телевізори']),
          { title: 'Smart TV приставки', attributes: tvBox },
        ],
      },
      {
        title: 'Навушники',
        attributes: headphones,
        children: leaves(['TWS-навушники', 'Повнорозмірні навушники', 'Дротові навушники']),
      },
      {
        title: 'Акустика',
        attributes: speakers,
        children: leaves(['Портативні колонки', 'Саундбари', 'Розумні колонки']),
      },
      { title: 'Проєктори', attributes: projector },
    ],
  },
  {
    title: 'Побутова техніка',
    children: [
      {
        title: 'Велика побутова техніка',
        attributes: cooking,
        children: [
          { title: 'Холодильники', attributes: fridge },
          { title: 'Пральні машини', attributes: washer },
          { title: 'Посудомийні машини', attributes: dishwasher },
          ...leaves(['Плити', 'Витяжки']),
        ],
      },
      {
        title: 'Кліматична техніка',
        attributes: climate,
        children: leaves(['Кондиціонери', 'Обігрівачі', 'Зволожувачі повітря', 'Очищувачі повітря']),
      },
      {
        title: 'Техніка для кухні',
        attributes: kitchen,
        children: leaves(['Мікрохвильові печі', 'Мультипечі та аерогрилі', 'Блендери', 'Електрочайники', 'Кавомашини']),
      },
      {
        title: 'Техніка для дому',
        attributes: homeCare,
        children: [
          { title: 'Пилососи', attributes: vacuum },
          { title: 'Роботи-пилососи', attributes: vacuum },
          ...leaves(['Праски']),
        ],
      },
    ],
  },
  {
    title: 'Фото та відео',
    children: [
      {
        title: 'Фотоапарати',
        attributes: camera,
        children: leaves(['Бездзеркальні фотоапарати', 'Дзеркальні фотоапарати', 'Компактні фотоапарати']),
      },
      { title: 'Екшн-камери', attributes: actionCamera },
      { title: 'Квадрокоптери', attributes: drone },
      { title: 'Об’єктиви', attributes: lens },
      { title: 'Штативи та стабілізатори', attributes: photoAccessories },
    ],
  },
  {
    title: 'Ігри та консолі',
    children: [
      {
        title: 'Ігрові консолі',
        attributes: gameConsole,
        children: [
          ...leaves(['PlayStation', 'Xbox', 'Nintendo Switch']),
          { title: 'Портативні консолі', attributes: handheld },
        ],
      },
      {
        title: 'Ігри',
        attributes: game,
        children: leaves(['Ігри для PlayStation', 'Ігри для Xbox', 'Ігри для Nintendo Switch']),
      },
      {
        title: 'Ігрові аксесуари',
        attributes: gameGear,
        children: leaves(['Геймпади', 'Ігрові керма', 'Ігрові гарнітури']),
      },
      { title: 'VR-окуляри', attributes: vr },
    ],
  },
  {
    title: 'Розумний дім',
    children: [
      {
        title: 'Безпека',
        attributes: smartSecurity,
        children: leaves(['IP-камери', 'Відеодзвінки', 'Розумні замки']),
      },
      {
        title: 'Розумне освітлення',
        attributes: smartLighting,
        children: leaves(['Розумні лампи', 'Світлодіодні стрічки', 'Розумні вимикачі']),
      },
      {
        title: 'Керування домом',
        attributes: smartControl,
        children: leaves(['Розумні розетки', 'Хаби та контролери']),
      },
    ],
  },
  {
    title: 'Енергонезалежність',
    children: [
      { title: 'Зарядні станції', attributes: powerStation },
      { title: 'Генератори', attributes: generator },
      { title: 'Інвертори', attributes: inverter },
      { title: 'Джерела безперебійного живлення', attributes: ups },
      { title: 'Акумулятори', attributes: battery },
      { title: 'Сонячні панелі', attributes: solarPanel },
    ],
  },
  {
    title: 'Аксесуари',
    children: [
      {
        title: 'Аксесуари для смартфонів',
        attributes: phoneAccessories,
        children: [
          ...leaves(['Чохли', 'Захисне скло та плівки']),
          { title: 'Зарядні пристрої', attributes: charger },
          ...leaves(['Кабелі та перехідники']),
        ],
      },
      { title: 'Павербанки', attributes: powerBank },
      {
        title: 'Карти пам’яті та накопичувачі',
        attributes: storageMedia,
        children: leaves(['Карти пам’яті', 'USB-флешки', 'Зовнішні накопичувачі']),
      },
      { title: 'Рюкзаки та сумки для ноутбуків', attributes: bags },
    ],
  },
  {
    title: 'Краса та здоров’я',
    children: [
      { title: 'Догляд за волоссям', attributes: personalCare, children: leaves(['Фени', 'Стайлери', 'Випрямлячі']) },
      {
        title: 'Гоління та стрижка',
        attributes: personalCare,
        children: leaves(['Електробритви', 'Машинки для стрижки']),
      },
      {
        title: 'Здоров’я',
        attributes: health,
        children: leaves(['Тонометри', 'Підлогові ваги', 'Електричні зубні щітки', 'Іригатори']),
      },
    ],
  },
  {
    title: 'Дім та сад',
    children: [
      {
        title: 'Садова техніка',
        attributes: powerTools,
        children: leaves(['Газонокосарки', 'Садові тримери', 'Мийки високого тиску']),
      },
      {
        title: 'Електроінструменти',
        attributes: powerTools,
        children: leaves(['Дрилі та шурупокрути', 'Болгарки', 'Перфоратори']),
      },
      {
        title: 'Ліхтарі та освітлення',
        attributes: lighting,
        children: leaves(['Ліхтарики', 'Кемпінгові ліхтарі']),
      },
    ],
  },
];
