import type { ThemeConfig } from 'antd';
import { theme as antdTheme } from 'antd';
import type { CSSProperties } from 'react';
import type { ComponentSize } from '../../platform/preferences.ts';

/**
 * The seven themes of spec §1. Each is a distinct antd theme (algorithm, radius, component tokens) plus the
 * shell's own surfaces (header, sidebar, second-level panel, tab strip, content), exposed as CSS variables so
 * the layout, the theme previews and the tests read the same values.
 */
export const themeNames = [
  'd2',
  'chester',
  'element',
  'violet',
  'line',
  'star',
  'tomorrow-night-blue',
] as const;
export type ThemeName = (typeof themeNames)[number];

type Surface = { bg: string; color: string; image?: string };

export type ShellTheme = {
  name: ThemeName;
  dark: boolean;
  radius: number;
  header: Surface & { border: string; muted: string; hoverBg: string };
  sidebar: Surface & { activeBg: string; activeColor: string; hoverBg: string; muted: string };
  panel: Surface & { border: string; title: string; hoverBg: string; activeBg: string };
  tabs: { bg: string; tab: string; tabColor: string; activeBg: string; border: string };
  /** `elevated`: popups, menus and dropdowns of a dark theme (antd derives them for light ones). */
  content: { bg: string; image?: string; card: string; elevated?: string };
};

const stars =
  'radial-gradient(1px 1px at 20% 30%, rgba(255,255,255,.9), transparent 60%),' +
  'radial-gradient(1px 1px at 70% 60%, rgba(255,255,255,.7), transparent 60%),' +
  'radial-gradient(1.5px 1.5px at 40% 80%, rgba(255,255,255,.8), transparent 60%),' +
  'radial-gradient(1px 1px at 85% 20%, rgba(255,255,255,.6), transparent 60%),' +
  'radial-gradient(1px 1px at 55% 15%, rgba(255,255,255,.8), transparent 60%)';

export const shellThemes: Record<ThemeName, ShellTheme> = {
  // D2Admin's own look: light, cool grey-blue glass.
  d2: {
    name: 'd2',
    dark: false,
    radius: 6,
    header: {
      bg: '#e9eef4',
      color: '#2f3a4d',
      muted: '#5d6b82',
      border: '#d5dde7',
      hoverBg: 'rgba(47,58,77,.08)',
      image: 'linear-gradient(90deg, #e4ebf3 0%, #eef2f7 100%)',
    },
    sidebar: {
      bg: '#dfe6ee',
      color: '#3b4658',
      muted: '#6b778c',
      activeBg: '#ffffff',
      activeColor: 'var(--srm-primary)',
      hoverBg: 'rgba(255,255,255,.55)',
    },
    panel: {
      bg: '#f1f4f8',
      color: '#3b4658',
      border: '#d5dde7',
      title: '#8591a5',
      hoverBg: 'rgba(47,58,77,.06)',
      activeBg: '#ffffff',
    },
    tabs: { bg: '#f4f6f9', tab: '#e9edf2', tabColor: '#5d6b82', activeBg: '#ffffff', border: '#dde3ea' },
    content: { bg: '#f4f6f9', card: '#ffffff' },
  },
  // Warm leather and cream.
  chester: {
    name: 'chester',
    dark: false,
    radius: 4,
    header: {
      bg: '#5b4033',
      color: '#fbefe2',
      muted: '#e2cdb8',
      border: '#4a3329',
      hoverBg: 'rgba(255,255,255,.12)',
      image: 'linear-gradient(90deg, #553b2f 0%, #6b4a3a 100%)',
    },
    sidebar: {
      bg: '#3f2c23',
      color: '#ead8c6',
      muted: '#b99c85',
      activeBg: '#6b4a3a',
      activeColor: '#fff7ee',
      hoverBg: 'rgba(255,255,255,.08)',
    },
    panel: {
      bg: '#f7efe6',
      color: '#5b4033',
      border: '#e8d9c8',
      title: '#a4876f',
      hoverBg: 'rgba(91,64,51,.07)',
      activeBg: '#fffaf4',
    },
    tabs: { bg: '#fbf7f2', tab: '#f1e6da', tabColor: '#7a5c4a', activeBg: '#ffffff', border: '#eadccd' },
    content: { bg: '#fbf7f2', card: '#ffffff' },
  },
  // Element-admin classic: white header, dark navy menu.
  element: {
    name: 'element',
    dark: false,
    radius: 4,
    header: {
      bg: '#ffffff',
      color: '#303133',
      muted: '#606266',
      border: '#e6e6e6',
      hoverBg: 'rgba(0,0,0,.04)',
    },
    sidebar: {
      bg: '#304156',
      color: '#bfcbd9',
      muted: '#8391a5',
      activeBg: '#263445',
      activeColor: 'var(--srm-primary)',
      hoverBg: '#263445',
    },
    panel: {
      bg: '#1f2d3d',
      color: '#bfcbd9',
      border: '#1a2634',
      title: '#7a8a9e',
      hoverBg: '#001528',
      activeBg: '#001528',
    },
    tabs: { bg: '#ffffff', tab: '#ffffff', tabColor: '#495060', activeBg: '#ffffff', border: '#d8dce5' },
    content: { bg: '#f0f2f5', card: '#ffffff' },
  },
  // Deep violet header and menu, lavender surfaces.
  violet: {
    name: 'violet',
    dark: false,
    radius: 8,
    header: {
      bg: '#5b3fc4',
      color: '#ffffff',
      muted: '#ddd3ff',
      border: '#4c33ad',
      hoverBg: 'rgba(255,255,255,.14)',
      image: 'linear-gradient(90deg, #4f35b5 0%, #7b5ce6 100%)',
    },
    sidebar: {
      bg: '#2b1d5c',
      color: '#d8cffb',
      muted: '#9f90d8',
      activeBg: '#5b3fc4',
      activeColor: '#ffffff',
      hoverBg: 'rgba(255,255,255,.08)',
    },
    panel: {
      bg: '#f4f1ff',
      color: '#3b2d73',
      border: '#e3dcff',
      title: '#8b7fc0',
      hoverBg: 'rgba(91,63,196,.08)',
      activeBg: '#e9e3ff',
    },
    tabs: { bg: '#f8f6fe', tab: '#ede8fd', tabColor: '#5a4c96', activeBg: '#ffffff', border: '#e3dcff' },
    content: { bg: '#f8f6fe', card: '#ffffff' },
  },
  // Flat white surfaces separated by hairlines, square corners.
  line: {
    name: 'line',
    dark: false,
    radius: 0,
    header: {
      bg: '#fcfcfd',
      color: '#1f2329',
      muted: '#646a73',
      border: '#dee0e3',
      hoverBg: 'rgba(31,35,41,.06)',
    },
    sidebar: {
      bg: '#f7f8fa',
      color: '#1f2329',
      muted: '#8f959e',
      activeBg: '#ffffff',
      activeColor: 'var(--srm-primary)',
      hoverBg: '#eff0f1',
    },
    panel: {
      bg: '#ffffff',
      color: '#1f2329',
      border: '#dee0e3',
      title: '#8f959e',
      hoverBg: '#f2f3f5',
      activeBg: '#f0f4ff',
    },
    tabs: { bg: '#ffffff', tab: '#ffffff', tabColor: '#646a73', activeBg: '#ffffff', border: '#dee0e3' },
    content: { bg: '#ffffff', card: '#ffffff' },
  },
  // Night sky with stars.
  star: {
    name: 'star',
    dark: false,
    radius: 10,
    header: {
      bg: '#0e1430',
      color: '#e6e9ff',
      muted: '#a9b1e0',
      border: '#1b2350',
      hoverBg: 'rgba(255,255,255,.1)',
      image: `${stars}, linear-gradient(90deg, #0b1028 0%, #1a2258 100%)`,
    },
    sidebar: {
      bg: '#0a0f26',
      color: '#c6ccf2',
      muted: '#7d86b8',
      activeBg: '#1e2760',
      activeColor: '#ffd666',
      hoverBg: 'rgba(255,255,255,.06)',
      image: stars,
    },
    panel: {
      bg: '#121a40',
      color: '#c6ccf2',
      border: '#1b2350',
      title: '#7d86b8',
      hoverBg: 'rgba(255,255,255,.06)',
      activeBg: '#1e2760',
    },
    tabs: { bg: '#eef0f8', tab: '#e1e5f4', tabColor: '#3d4577', activeBg: '#ffffff', border: '#d9ddef' },
    content: { bg: '#eef0f8', card: '#ffffff' },
  },
  // The editor theme of the same name: everything dark blue.
  'tomorrow-night-blue': {
    name: 'tomorrow-night-blue',
    dark: true,
    radius: 4,
    header: {
      bg: '#001733',
      color: '#ffffff',
      muted: '#bbdaff',
      border: '#00244f',
      hoverBg: 'rgba(187,218,255,.12)',
    },
    sidebar: {
      bg: '#001126',
      color: '#bbdaff',
      muted: '#7285b7',
      activeBg: '#003f8e',
      activeColor: '#ffffff',
      hoverBg: 'rgba(187,218,255,.08)',
    },
    panel: {
      bg: '#002451',
      color: '#bbdaff',
      border: '#00346e',
      title: '#7285b7',
      hoverBg: 'rgba(187,218,255,.08)',
      activeBg: '#003f8e',
    },
    tabs: { bg: '#001c40', tab: '#002451', tabColor: '#bbdaff', activeBg: '#00346e', border: '#00346e' },
    content: { bg: '#001c40', card: '#002451', elevated: '#00346e' },
  },
};

/* ── Contrast (WCAG 2): text in the accent colour, and white text on it, must read at 4.5:1 ─────────────── */

type Rgb = [number, number, number];

function rgbOf(color: string): Rgb | null {
  const m = /^#([0-9a-f]{6})$/i.exec(color.trim());
  if (!m) return null;
  const n = Number.parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const hexOf = ([r, g, b]: Rgb) =>
  `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The WCAG contrast ratio of two #rrggbb colours (1 … 21); 21 when one cannot be read. */
export function contrastRatio(a: string, b: string): number {
  const x = rgbOf(a);
  const y = rgbOf(b);
  if (!x || !y) return 21;
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * `color` shaded (towards black on a light background, towards white on a dark one) just enough to read at
 * `ratio` on `background`; unchanged when it already does (or is not a #rrggbb colour).
 */
export function readableOn(color: string, background: string, ratio = 4.5): string {
  const bg = rgbOf(background);
  if (!rgbOf(color) || !bg || contrastRatio(color, background) >= ratio) return color;
  const end = luminance(bg) > 0.18 ? 'black' : 'white';
  for (let step = 1; step <= 20; step++) {
    const next = towards(color, end, step / 20);
    if (contrastRatio(next, background) >= ratio) return next;
  }
  return towards(color, end, 1);
}

/** `color` moved the fraction `t` of the way to black or white. */
function towards(color: string, end: 'black' | 'white', t: number): string {
  const c = rgbOf(color);
  if (!c) return color;
  const target = end === 'black' ? 0 : 255;
  return hexOf(c.map((v) => v + (target - v) * t) as Rgb);
}

/** The accent colour as a background under white text (buttons, badges, the environment tag). */
export const solidOf = (color: string): string => readableOn(color, '#ffffff');

const primaryIn = (value: string, color: string) => (value === 'var(--srm-primary)' ? color : value);

/** Unknown stored theme → the first theme (spec §4). */
export function resolveTheme(name: string | undefined): ShellTheme {
  return shellThemes[(themeNames as readonly string[]).includes(name ?? '') ? (name as ThemeName) : 'd2'];
}

/** Component sizes of spec §2.2 (default/medium/small/mini); default keeps the spec's 32 px inputs. */
export const sizeTokens: Record<ComponentSize, { controlHeight: number; fontSize: number }> = {
  default: { controlHeight: 32, fontSize: 14 },
  medium: { controlHeight: 30, fontSize: 14 },
  small: { controlHeight: 28, fontSize: 13 },
  mini: { controlHeight: 24, fontSize: 12 },
};

export function antdThemeOf(shell: ShellTheme, color: string, size: ComponentSize): ThemeConfig {
  const { controlHeight, fontSize } = sizeTokens[size];
  // Buttons, checkboxes and tags carry white text on the accent colour; links and selected items use it as text
  // on the theme's surfaces: each gets the shade that reads at 4.5:1 (the chosen colour when it already does).
  const solid = solidOf(color);
  // Read on the theme's cards, on its popups (dialogs, drawers) and on the page behind them (page-level tabs sit on
  // it, e.g. the Vender and Menu screens) alike.
  const onSurfaces = (c: string) =>
    [shell.content.card, shell.content.elevated ?? shell.content.card, shell.content.bg].reduce(
      (shade, surface) => readableOn(shade, surface),
      c,
    );
  const text = onSurfaces(color);
  const error = onSurfaces(shell.dark ? '#ff4d4f' : '#cf1322');
  // Hovered and pressed, a colour moves away from the surfaces it is read on (antd lightens the hover: white on the
  // default accent's hover fell to 3.2:1, a hovered outlined button's text too). A primary button keeps white text
  // on a darker shade; links and danger buttons, read on the surfaces, move away from them.
  const away = shell.dark ? 'white' : 'black';
  const solidHover = towards(solid, 'black', 0.15);
  const linkHover = towards(text, away, 0.15);
  const linkActive = towards(text, away, 0.3);
  const errorHover = towards(error, away, 0.15);
  const errorActive = towards(error, away, 0.3);
  // A solid danger button's text: white on a light theme's dark red, the card's colour on a dark theme's light red.
  const dangerText = ['#ffffff', shell.content.card]
    .map((c) => ({
      c,
      worst: Math.min(...[error, errorHover, errorActive].map((bg) => contrastRatio(c, bg))),
    }))
    .sort((a, b) => b.worst - a.worst)[0]!.c;
  return {
    algorithm: shell.dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: solid,
      colorInfo: solid,
      colorLink: text,
      colorLinkHover: linkHover,
      colorLinkActive: linkActive,
      colorPrimaryText: text,
      colorPrimaryTextHover: linkHover,
      colorPrimaryTextActive: linkActive,
      // On a light theme the accent's hover is read both as text on white and under white text: darker reads in
      // both. A dark theme keeps antd's (text on its dark surfaces); its buttons get theirs below.
      ...(shell.dark ? {} : { colorPrimaryHover: solidHover }),
      colorErrorText: error,
      colorErrorTextHover: errorHover,
      colorErrorTextActive: errorActive,
      // Placeholders and descriptions are text too (WCAG AA 4.5:1); antd's own alphas are too faint for that.
      colorTextPlaceholder: shell.dark ? 'rgba(255,255,255,0.6)' : 'rgba(0,0,0,0.55)',
      colorTextDescription: shell.dark ? 'rgba(255,255,255,0.65)' : 'rgba(0,0,0,0.6)',
      controlHeight,
      fontSize,
      borderRadius: shell.radius,
      ...(shell.dark
        ? {
            colorBgBase: shell.content.card,
            colorBgContainer: shell.content.card,
            colorBgElevated: shell.content.elevated ?? shell.content.card,
          }
        : {}),
    },
    components: {
      // The dark algorithm re-derives link and tab colours from the seed, darker: they are given as read.
      Button: {
        colorLink: text,
        colorLinkHover: linkHover,
        colorLinkActive: linkActive,
        colorPrimaryHover: solidHover,
        // An outlined button turns the accent colour when hovered or pressed: as text on the theme's surfaces.
        defaultHoverColor: text,
        defaultHoverBorderColor: text,
        defaultActiveColor: text,
        defaultActiveBorderColor: text,
        colorError: error,
        colorErrorHover: errorHover,
        colorErrorActive: errorActive,
        dangerColor: dangerText,
      },
      // A field's error message is text on the form's surface (antd's #ff4d4f read 3.26:1 on white).
      Form: { colorError: error },
      Tabs: { itemSelectedColor: text, itemActiveColor: text, itemHoverColor: text, inkBarColor: text },
      Menu: {
        itemBg: 'transparent',
        subMenuItemBg: 'transparent',
        itemColor: shell.panel.color,
        itemHoverColor: shell.panel.color,
        itemHoverBg: shell.panel.hoverBg,
        itemSelectedBg: shell.panel.activeBg,
        itemSelectedColor: readableOn(color, shell.panel.activeBg),
        itemActiveBg: shell.panel.hoverBg,
        groupTitleColor: shell.panel.title,
        itemHeight: 40,
        itemMarginInline: 8,
        itemBorderRadius: Math.max(shell.radius, 0),
        activeBarBorderWidth: 0,
      },
    },
  };
}

/** The shell's surfaces as CSS variables (set on the layout root; read by Shell.module.css). */
export function cssVariablesOf(shell: ShellTheme, color: string): CSSProperties {
  return {
    '--srm-primary': color,
    '--srm-primary-solid': solidOf(color),
    '--srm-primary-text': readableOn(color, shell.content.card),
    '--srm-header-active-color': readableOn(color, shell.header.bg),
    '--srm-tab-active-color': readableOn(color, shell.tabs.activeBg),
    '--srm-radius': `${shell.radius}px`,
    '--srm-header-bg': shell.header.bg,
    '--srm-header-image': shell.header.image ?? 'none',
    '--srm-header-color': shell.header.color,
    '--srm-header-muted': shell.header.muted,
    '--srm-header-border': shell.header.border,
    '--srm-header-hover': shell.header.hoverBg,
    '--srm-sidebar-bg': shell.sidebar.bg,
    '--srm-sidebar-image': shell.sidebar.image ?? 'none',
    '--srm-sidebar-color': shell.sidebar.color,
    '--srm-sidebar-muted': shell.sidebar.muted,
    '--srm-sidebar-active-bg': shell.sidebar.activeBg,
    '--srm-sidebar-active-color': readableOn(
      primaryIn(shell.sidebar.activeColor, color),
      shell.sidebar.activeBg,
    ),
    '--srm-sidebar-hover': shell.sidebar.hoverBg,
    '--srm-panel-bg': shell.panel.bg,
    '--srm-panel-color': shell.panel.color,
    '--srm-panel-border': shell.panel.border,
    '--srm-panel-title': shell.panel.title,
    '--srm-tabs-bg': shell.tabs.bg,
    '--srm-tab-bg': shell.tabs.tab,
    '--srm-tab-color': shell.tabs.tabColor,
    '--srm-tab-active-bg': shell.tabs.activeBg,
    '--srm-tabs-border': shell.tabs.border,
    '--srm-content-bg': shell.content.bg,
    '--srm-card-bg': shell.content.card,
  } as CSSProperties;
}

/**
 * The antd tokens the app's own CSS needs, as CSS variables on the document root (set by App, so dialogs, drawers
 * and popups rendered outside the shell see them too): a list's background, a border, a highlighted row follow
 * the theme, dark or light, instead of a colour written for one of them.
 */
export function tokenVariablesOf(
  token: ReturnType<typeof antdTheme.getDesignToken>,
): Record<`--srm-${string}`, string> {
  return {
    '--srm-color-text': token.colorText,
    '--srm-color-text-secondary': token.colorTextSecondary,
    '--srm-color-text-disabled': token.colorTextDisabled,
    '--srm-color-bg-container': token.colorBgContainer,
    '--srm-color-bg-elevated': token.colorBgElevated,
    '--srm-color-border-secondary': token.colorBorderSecondary,
    '--srm-color-fill-alter': token.colorFillAlter,
    '--srm-color-primary': token.colorPrimary,
    '--srm-color-primary-text': token.colorPrimaryText,
    '--srm-focus-ring': token.colorPrimaryText,
    '--srm-color-primary-bg': token.colorPrimaryBg,
    '--srm-color-error': token.colorError,
    '--srm-color-error-text': token.colorErrorText,
    '--srm-color-error-bg': token.colorErrorBg,
    '--srm-color-warning-bg': token.colorWarningBg,
  };
}
