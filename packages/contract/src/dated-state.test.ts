import { describe, expect, it } from 'vitest';
import { datedState } from './dated-state.ts';

const now = Date.parse('2026-11-23T12:00:00Z');
const at = (hours: number) => new Date(now + hours * 3_600_000).toISOString();

describe('datedState', () => {
  it('reads an active status by its dates', () => {
    expect(datedState('active', null, null, now)).toBe('active');
    expect(datedState('active', at(-1), at(1), now)).toBe('active');
    expect(datedState('active', at(2), null, now)).toBe('scheduled');
    expect(datedState('active', at(2), at(3), now)).toBe('scheduled');
    expect(datedState('active', at(-3), at(-2), now)).toBe('expired');
    // the end is what counts once it has come, and the very instant of it is over
    expect(datedState('active', null, at(0), now)).toBe('expired');
    expect(datedState('active', at(0), null, now)).toBe('active');
  });

  it('leaves any other status as it is, and takes dates as the database gives them', () => {
    expect(datedState('inactive', at(-1), at(1), now)).toBe('inactive');
    expect(datedState('active', new Date(now + 3_600_000), null, now)).toBe('scheduled');
  });
});
