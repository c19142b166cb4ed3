import { apiBase, apiPaths, type Language, languages } from '@srm/contract';
import { useSyncExternalStore } from 'react';
import { api } from './api.ts';
import { changeLanguage, currentLanguage, i18n } from './i18n.ts';
import { session } from './session.ts';
import { cookies, storage } from './storage.ts';

/**
 * Per-user preferences (PRODUCT §8, spec §4 "remembered choices"): theme, size, colour, language, grey mode,
 * menu collapse and the open tabs. The server keeps them per user (`User/GetPreferences`/`SavePreferences`),
 * so they follow the user to another browser; local storage keeps a copy for a fast first paint.
 */
export type ComponentSize = 'default' | 'medium' | 'small' | 'mini';
export const componentSizes: readonly ComponentSize[] = ['default', 'medium', 'small', 'mini'];
export const defaultColor = '#409EFF';

export type Preferences = {
  /** Theme name; the shell falls back to the first theme when it is unknown (spec §4). */
  theme: string;
  size: ComponentSize;
  color: string;
  language: Language;
  grey: boolean;
  /** Sidebar collapsed to 65 px. */
  menuCollapsed: boolean;
  /** Second-level menu panel open (210 px) or closed (0). */
  panelOpen: boolean;
  /** Full paths of the open tabs after the home tab, in tab order. */
  tabs: string[];
};

const defaults = (): Preferences => ({
  theme: 'd2',
  size: 'default',
  color: defaultColor,
  language: currentLanguage(),
  grey: false,
  menuCollapsed: false,
  panelOpen: true,
  tabs: [],
});

/** Anything stored (by an older version, another browser or by hand) is checked field by field. */
export function sanitizePreferences(raw: unknown, base: Preferences = defaults()): Preferences {
  const v = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const str = (x: unknown, max = 64) => (typeof x === 'string' && x.length <= max ? x : undefined);
  const bool = (x: unknown) => (typeof x === 'boolean' ? x : undefined);
  const color = str(v.color, 16);
  return {
    theme: str(v.theme) ?? base.theme,
    size: componentSizes.includes(v.size as ComponentSize) ? (v.size as ComponentSize) : base.size,
    color: color && /^#[0-9a-f]{6}$/i.test(color) ? color : base.color,
    language: (languages as readonly unknown[]).includes(v.language)
      ? (v.language as Language)
      : base.language,
    grey: bool(v.grey) ?? base.grey,
    menuCollapsed: bool(v.menuCollapsed) ?? base.menuCollapsed,
    panelOpen: bool(v.panelOpen) ?? base.panelOpen,
    tabs: Array.isArray(v.tabs)
      ? v.tabs
          .filter((t): t is string => typeof t === 'string' && t.startsWith('/') && t.length <= 256)
          .slice(0, 30)
      : base.tabs,
  };
}

type State = { user: string | null; prefs: Preferences; loaded: boolean };

const localKey = (user: string) => `preferences:${user}`;
const readLocal = (user: string | null) =>
  user ? sanitizePreferences(storage.get<unknown>(localKey(user), null)) : defaults();

const initialUser = session.userInfo()?.USER_NAME ?? null;
let state: State = { user: initialUser, prefs: readLocal(initialUser), loaded: false };
const listeners = new Set<() => void>();
const emit = (next: Partial<State>) => {
  state = { ...state, ...next };
  for (const l of listeners) l();
};

let saveTimer: ReturnType<typeof setTimeout> | undefined;
let pendingSave: Preferences | null = null;
const saveDelayMs = 600;

// What is stored stays far below the server's 16 KB (tabs: at most 30 paths of 256 characters).
async function sendToServer(prefs: Preferences): Promise<void> {
  await api.post(apiPaths.user.savePreferences, prefs, { silent: true }).catch(() => undefined);
}

function scheduleSave(): void {
  if (!state.user || !session.token()) return;
  storage.set(localKey(state.user), state.prefs);
  // Never overwrite the server's copy with local defaults before it has been read.
  if (!state.loaded) return;
  pendingSave = state.prefs;
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => void flushPreferences(), saveDelayMs);
}

export const preferences = {
  get: () => state.prefs,
  loaded: () => state.loaded,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function usePreferences(): Preferences {
  return useSyncExternalStore(preferences.subscribe, () => state.prefs);
}

export function usePreferencesLoaded(): boolean {
  return useSyncExternalStore(preferences.subscribe, () => state.loaded);
}

export function setPreferences(patch: Partial<Preferences>): void {
  emit({ prefs: { ...state.prefs, ...patch } });
  scheduleSave();
}

/** Sends a pending change now (before sign-out, an organisation switch or a reload). */
export async function flushPreferences(): Promise<void> {
  clearTimeout(saveTimer);
  const prefs = pendingSave;
  pendingSave = null;
  if (prefs && session.token()) await sendToServer(prefs);
}

/** A page's identity in the tab list: its path, without query, in any letter case. */
const pageOf = (fullPath: string) => (fullPath.split(/[?#]/)[0] ?? fullPath).toLowerCase();

/**
 * The server's tab order, plus the pages opened in this browser before it answered (a deep link); for a page
 * in both, the address open here wins.
 */
export function mergeTabs(server: string[], local: string[]): string[] {
  const localByPage = new Map(local.map((t) => [pageOf(t), t]));
  const merged = server.map((t) => localByPage.get(pageOf(t)) ?? t);
  const seen = new Set(merged.map(pageOf));
  return [...merged, ...local.filter((t) => !seen.has(pageOf(t)))].filter(
    (t, i, all) => all.findIndex((x) => pageOf(x) === pageOf(t)) === i,
  );
}

const signedOutLanguageKey = 'signedOutLanguage';

/**
 * The language chosen on the sign-in page, before anyone signed in: the signing-in user's latest choice, so it wins
 * over the language their preferences stored (issue #36) and becomes their preference.
 */
export function rememberSignedOutLanguage(lang: Language): void {
  storage.set(signedOutLanguageKey, lang);
}

function takeSignedOutLanguage(): Language | null {
  const lang = storage.get<unknown>(signedOutLanguageKey, null);
  storage.remove(signedOutLanguageKey);
  return (languages as readonly unknown[]).includes(lang) ? (lang as Language) : null;
}

let loading: Promise<void> | null = null;

/**
 * Reads the signed-in user's preferences from the server (once per sign-in) and applies the language. Tabs
 * opened meanwhile (a deep link) stay, after the restored ones.
 */
export function loadServerPreferences(): Promise<void> {
  const user = state.user;
  if (!user || state.loaded) return Promise.resolve();
  loading ??= (async () => {
    let server: Preferences | null = null;
    try {
      const { data } = await api.get(apiPaths.user.getPreferences, { silent: true });
      if (data && typeof data === 'object' && Object.keys(data).length > 0) {
        server = sanitizePreferences(data, { ...defaults(), language: state.prefs.language });
      }
    } catch {
      // Not answered (older server, network): the local copy stays in use.
    }
    if (state.user !== user) return;
    const local = state.prefs;
    const chosen = takeSignedOutLanguage();
    const stored = server ? { ...server, tabs: mergeTabs(server.tabs, local.tabs) } : local;
    const prefs = chosen ? { ...stored, language: chosen } : stored;
    emit({ prefs, loaded: true });
    storage.set(localKey(user), prefs);
    if (prefs.language !== currentLanguage()) await changeLanguage(prefs.language);
    // A new user (nothing stored yet), or a language chosen before signing in: kept on the server too.
    if (!server || (chosen && chosen !== server.language)) scheduleSave();
  })().finally(() => {
    loading = null;
  });
  return loading;
}

// Signing in as someone (or signing out) switches to that user's copy; signed out = the defaults.
session.subscribe(() => {
  const user = session.userInfo()?.USER_NAME ?? null;
  if (user === state.user) return;
  clearTimeout(saveTimer);
  pendingSave = null;
  const prefs = user ? readLocal(user) : { ...defaults(), language: currentLanguage() };
  emit({ user, prefs, loaded: false });
});

// The language switch is a preference too (remembered per user); i18n is the source of the change.
i18n.on('languageChanged', (lng) => {
  const language: Language = lng === 'en' ? 'en' : 'zh-chs';
  if (language !== state.prefs.language) setPreferences({ language });
});

// Leaving the page within the save delay: the pending change still reaches the server (keepalive request).
window.addEventListener('pagehide', () => {
  const prefs = pendingSave;
  const token = session.token();
  if (!prefs || !token) return;
  pendingSave = null;
  clearTimeout(saveTimer);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Authorization: `Bearer ${token}`,
  };
  const orgId = cookies.get('ORG_ID');
  if (orgId) headers.OrgId = orgId;
  void fetch(`${apiBase}/${apiPaths.user.savePreferences}`, {
    method: 'POST',
    keepalive: true,
    headers,
    body: JSON.stringify(prefs),
  }).catch(() => undefined);
});
