import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';

export type ComponentSize = 'small' | 'middle' | 'large';

/** Client settings (SPEC 4), each kept in its own cookie so a reload restores it. */
export interface Settings {
  theme: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  size: ComponentSize;
  /** Desktop sidebar expanded (cookie `sidebarStatus`, '1' open, '0' closed). */
  sidebarOpen: boolean;
}

export const THEME_PRESETS = ['#1890ff', '#2f54eb', '#722ed1', '#eb2f96', '#f5222d', '#fa541c', '#13c2c2', '#52c41a'];
export const SIZES: readonly ComponentSize[] = ['small', 'middle', 'large'];

const COOKIES: Record<keyof Settings, string> = {
  theme: 'theme',
  tagsView: 'tagsView',
  fixedHeader: 'fixedHeader',
  sidebarLogo: 'sidebarLogo',
  size: 'size',
  sidebarOpen: 'sidebarStatus',
};

const DEFAULTS: Settings = {
  theme: THEME_PRESETS[0]!,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  size: 'middle',
  sidebarOpen: true,
};

function readFlag(key: keyof Settings, fallback: boolean): boolean {
  const value = Cookies.get(COOKIES[key]);
  return value === undefined ? fallback : value === '1';
}

function read(): Settings {
  const theme = Cookies.get(COOKIES.theme);
  const size = Cookies.get(COOKIES.size) as ComponentSize | undefined;
  return {
    theme: theme && /^#[0-9a-f]{6}$/i.test(theme) ? theme : DEFAULTS.theme,
    tagsView: readFlag('tagsView', DEFAULTS.tagsView),
    fixedHeader: readFlag('fixedHeader', DEFAULTS.fixedHeader),
    sidebarLogo: readFlag('sidebarLogo', DEFAULTS.sidebarLogo),
    size: size && SIZES.includes(size) ? size : DEFAULTS.size,
    sidebarOpen: readFlag('sidebarOpen', DEFAULTS.sidebarOpen),
  };
}

let current = read();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSettings(): Settings {
  return useSyncExternalStore(subscribe, () => current);
}

export function updateSettings(partial: Partial<Settings>): void {
  current = { ...current, ...partial };
  for (const [key, value] of Object.entries(partial) as [keyof Settings, Settings[keyof Settings]][]) {
    const text = typeof value === 'boolean' ? (value ? '1' : '0') : value;
    Cookies.set(COOKIES[key], text, { expires: 365, sameSite: 'lax' });
  }
  listeners.forEach((listener) => listener());
}
