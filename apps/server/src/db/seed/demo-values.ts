import type { SpecValue } from './demo-specs.ts';

/**
 * A demo product's attribute value rows, typed as each attribute of its category's set says: the
 * spec's own values first (what the name promises), then believable ones for the rest. Required
 * attributes always get a value, the others most of the time, as a real catalogue is filled.
 */

export interface SetMember {
  attribute: number;
  code: string;
  title: string;
  /** The unit's suffix (ГБ, Вт), if any. */
  unit: string | null;
  dataType: 'string' | 'number' | 'boolean' | 'select' | 'multiselect';
  required: boolean;
  /** A select's values in their order: id and title. */
  values: readonly { id: number; title: string }[];
}

export interface ValueRow {
  attribute: number;
  position: number;
  value: number | null;
  number: number | null;
  text: string | null;
  flag: boolean;
}

/** Plausible numbers by attribute code: [min, max, step]. */
const numberRanges: Record<string, readonly [number, number, number]> = {
  warranty: [12, 36, 12],
  weight_g: [20, 900, 5],
  weight_kg: [0.5, 40, 0.1],
  width: [40, 900, 1],
  height: [40, 1900, 1],
  depth: [8, 700, 1],
  screen_diagonal: [6, 65, 0.1],
  refresh_rate: [60, 165, 30],
  brightness: [250, 1500, 50],
  cpu_cores: [4, 16, 2],
  video_memory: [4, 16, 4],
  ram: [4, 32, 4],
  storage: [64, 1024, 64],
  main_camera: [12, 200, 1],
  front_camera: [8, 32, 4],
  optical_zoom: [2, 10, 1],
  battery_capacity: [3000, 6000, 100],
  energy_capacity: [256, 3600, 128],
  fast_charging: [18, 120, 5],
  battery_life: [6, 60, 1],
  power: [20, 2500, 10],
  peak_power: [600, 7200, 100],
  voltage: [12, 48, 12],
  ac_outlets: [1, 6, 1],
  sound_power: [5, 400, 5],
  noise_level: [20, 70, 1],
  volume: [1, 400, 1],
  max_load: [6, 12, 1],
  spin_speed: [800, 1600, 200],
  suction_power: [100, 250, 10],
  room_area: [10, 60, 5],
  dpi: [800, 26000, 200],
};

const texts: Record<string, readonly string[]> = {
  package_contents: [
    'Пристрій, кабель USB Type-C, документація',
    'Пристрій, блок живлення, інструкція українською',
    'Пристрій, кріплення, гарантійний талон',
  ],
};

type Random = () => number;

const round = (n: number, step: number): number => Number((Math.round(n / step) * step).toFixed(3));

function numberFor(code: string, rnd: Random): number {
  const [min, max, step] = numberRanges[code] ?? [1, 100, 1];
  return round(min + rnd() * (max - min), step);
}

/** The rows of one product; `given` are the spec's values by code (select values by title). */
export function valueRows(set: readonly SetMember[], given: Record<string, SpecValue>, rnd: Random): ValueRow[] {
  const rows: ValueRow[] = [];
  const row = (attribute: number, fill: Partial<ValueRow>) =>
    rows.push({ attribute, position: rows.length, value: null, number: null, text: null, flag: false, ...fill });
  const pickOf = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)] as T;
  for (const member of set) {
    const own = given[member.code];
    if (own === undefined && !member.required && rnd() < 0.25) continue;
    switch (member.dataType) {
      case 'number':
        row(member.attribute, { number: typeof own === 'number' ? own : numberFor(member.code, rnd) });
        break;
      case 'boolean':
        row(member.attribute, { flag: typeof own === 'boolean' ? own : rnd() < 0.6 });
        break;
      case 'string':
        row(member.attribute, { text: typeof own === 'string' ? own : pickOf(texts[member.code] ?? ['Так']) });
        break;
      case 'select': {
        const chosen = member.values.find((v) => v.title === own) ?? pickOf(member.values);
        if (chosen) row(member.attribute, { value: chosen.id });
        break;
      }
      case 'multiselect': {
        const titles = Array.isArray(own) ? own : [];
        let chosen = member.values.filter((v) => titles.includes(v.title));
        if (!chosen.length) chosen = member.values.filter(() => rnd() < 0.4).slice(0, 3);
        if (!chosen.length && member.values[0]) chosen = [pickOf(member.values)];
        for (const v of chosen) row(member.attribute, { value: v.id });
        break;
      }
    }
  }
  return rows;
}
