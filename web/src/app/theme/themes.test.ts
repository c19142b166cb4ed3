import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import {
  antdThemeOf,
  contrastRatio,
  cssVariablesOf,
  readableOn,
  shellThemes,
  solidOf,
  themeNames,
  tokenVariablesOf,
} from './themes.ts';

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

describe('the accent colour reads at WCAG AA (4.5:1) wherever it is text or carries white text', () => {
  it('shades a colour just enough, and leaves a readable one as it is', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
    expect(contrastRatio(solidOf('#409EFF'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(readableOn('#722ED1', '#ffffff')).toBe('#722ED1');
    // On a dark surface the colour is lightened, not darkened.
    const onDark = readableOn('#3077bf', '#002451');
    expect(contrastRatio(onDark, '#002451')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(onDark, '#ffffff')).toBeLessThan(contrastRatio('#3077bf', '#ffffff'));
  });

  it('holds for every theme and every preset colour: links, selected menu entries, active tabs', () => {
    for (const name of themeNames) {
      const shell = shellThemes[name];
      for (const color of ['#409EFF', '#F5222D', '#FA541C', '#FAAD14', '#13C2C2', '#52C41A', '#722ED1']) {
        const config = antdThemeOf(shell, color, 'default');
        const token = theme.getDesignToken(config);
        const surfaces = [shell.content.card, shell.content.elevated ?? shell.content.card, shell.content.bg];
        for (const bg of surfaces)
          expect(contrastRatio(token.colorPrimaryText, bg), `${name} ${color}`).toBeGreaterThanOrEqual(4.5);
        expect(
          contrastRatio(token.colorPrimary, '#ffffff'),
          `${name} ${color} button`,
        ).toBeGreaterThanOrEqual(4.5);
        const vars = cssVariablesOf(shell, color) as Record<string, string>;
        expect(contrastRatio(vars['--srm-tab-active-color']!, shell.tabs.activeBg)).toBeGreaterThanOrEqual(
          4.5,
        );
        expect(
          contrastRatio(vars['--srm-sidebar-active-color']!, shell.sidebar.activeBg),
        ).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('keeps reading when hovered or pressed: white on primary buttons, danger buttons, links, outlined buttons', () => {
    for (const name of themeNames) {
      const shell = shellThemes[name];
      const surfaces = [shell.content.card, shell.content.elevated ?? shell.content.card, shell.content.bg];
      for (const color of ['#409EFF', '#F5222D', '#FA541C', '#FAAD14', '#13C2C2', '#52C41A', '#722ED1']) {
        const config = antdThemeOf(shell, color, 'default');
        const token = theme.getDesignToken(config);
        const button = config.components!.Button!;
        const at = `${name} ${color}`;
        for (const bg of [button.colorPrimaryHover!, token.colorPrimaryActive])
          expect(contrastRatio('#ffffff', bg), `${at} primary button ${bg}`).toBeGreaterThanOrEqual(4.5);
        // A light theme's accent hover is text on white as well as under white text.
        if (!shell.dark)
          expect(contrastRatio('#ffffff', token.colorPrimaryHover), `${at} hover`).toBeGreaterThanOrEqual(
            4.5,
          );
        for (const red of [button.colorError!, button.colorErrorHover!, button.colorErrorActive!]) {
          expect(
            contrastRatio(button.dangerColor!, red),
            `${at} danger button ${red}`,
          ).toBeGreaterThanOrEqual(4.5);
          for (const bg of surfaces)
            expect(contrastRatio(red, bg), `${at} danger text ${red} on ${bg}`).toBeGreaterThanOrEqual(4.5);
        }
        for (const fg of [
          token.colorLinkHover,
          token.colorLinkActive,
          token.colorPrimaryTextHover,
          token.colorPrimaryTextActive,
          token.colorErrorTextHover,
          token.colorErrorTextActive,
          button.colorLinkHover!,
          button.defaultHoverColor!,
          button.defaultActiveColor!,
        ])
          for (const bg of surfaces)
            expect(contrastRatio(fg, bg), `${at} ${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
        // Hovering changes something a user sees.
        expect(button.colorPrimaryHover).not.toBe(token.colorPrimary);
        expect(button.colorErrorHover).not.toBe(button.colorError);
      }
    }
  });
});
