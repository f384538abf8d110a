import { describe, expect, it } from 'vitest';
import { createAppTheme } from './theme.ts';

// the build leaves MUI's CSS variables variants out (build/theme-without-css-vars.ts): they run
// only for a theme with CSS variables or colour schemes, which ours must then not have
describe('the app theme', () => {
  it.each([
    ['uk', false],
    ['en', false],
    ['uk', true],
  ])('in %s (less motion: %s) has no CSS variables and no colour schemes', (language, still) => {
    const theme = createAppTheme(language, still);
    expect('colorSchemes' in theme).toBe(false);
    expect('vars' in theme).toBe(false);
    expect('cssVariables' in theme).toBe(false);
  });
});
