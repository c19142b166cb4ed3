import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { antdThemeOf, shellThemes, themeNames, tokenVariablesOf } from './themes.ts';

const variablesOf = (name: (typeof themeNames)[number], color = '#409EFF') =>
  tokenVariablesOf(theme.getDesignToken(antdThemeOf(shellThemes[name], color, 'default')));

describe('theme colours the app CSS reads (--srm-color-*)', () => {
  it('come from the theme: the dark theme gets its own surfaces and light text', () => {
    const dark = variablesOf('tomorrow-night-blue');
    const light = variablesOf('d2');
    expect(dark['--srm-color-bg-container']).toBe(shellThemes['tomorrow-night-blue'].content.card);
    expect(dark['--srm-color-bg-elevated']).toBe(shellThemes['tomorrow-night-blue'].content.elevated);
    expect(light['--srm-color-bg-container']).toBe('#ffffff');
    expect(dark['--srm-color-text']).toMatch(/^rgba\(255, ?255, ?255,/);
    expect(light['--srm-color-text']).toMatch(/^rgba\(0, ?0, ?0,/);
    for (const name of [
      '--srm-color-border-secondary',
      '--srm-color-primary-bg',
      '--srm-color-error-bg',
    ] as const)
      expect(dark[name], name).not.toBe(light[name]);
  });

  it('follow the chosen accent colour', () => {
    expect(variablesOf('d2', '#722ED1')['--srm-color-primary']).toBe('#722ed1');
  });

  it('are set for every theme', () => {
    for (const name of themeNames)
      for (const [variable, value] of Object.entries(variablesOf(name)))
        expect(value, `${name} ${variable}`).toBeTruthy();
  });
});
