import { readFileSync } from 'node:fs';
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

// the static classes (index.css, the list's cells and cards) draw with these variables: they
// must say what the theme says, or a list would drift from the screens MUI draws
describe('the static stylesheet', () => {
  const css = readFileSync(new URL('../index.css', import.meta.url), 'utf8');
  const variable = (name: string) => new RegExp(`--k-${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();
  const { palette } = createAppTheme('uk', false);
  it.each([
    ['primary', palette.primary.main],
    ['primary-dark', palette.primary.dark],
    ['text', palette.text.primary],
    ['text-2', palette.text.secondary],
    ['divider', palette.divider],
    ['bg', palette.background.default],
    ['error', palette.error.main],
    ['success', palette.success.main],
  ])('has --k-%s as the theme has it', (name, value) => {
    expect(variable(name)).toBe(value);
  });
});
