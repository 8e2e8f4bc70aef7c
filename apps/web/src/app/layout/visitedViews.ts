import { useSyncExternalStore } from 'react';

/** A tab of the tags view: the route path, and the path with the query it was last seen with. */
export interface VisitedView {
  path: string;
  fullPath: string;
}

const STORAGE_KEY = 'visitedViews';
const listeners = new Set<() => void>();

// Session storage is the only copy: a reload keeps the tabs, and signing out (which clears session
// storage) leaves none for the next user of the tab.
let cachedText: string | null = null;
let cached: readonly VisitedView[] = [];

function snapshot(): readonly VisitedView[] {
  const text = sessionStorage.getItem(STORAGE_KEY);
  if (text !== cachedText) {
    cachedText = text;
    cached = parse(text);
  }
  return cached;
}

function parse(text: string | null): VisitedView[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? (value as VisitedView[]) : [];
  } catch {
    return [];
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useVisitedViews(): readonly VisitedView[] {
  return useSyncExternalStore(subscribe, snapshot);
}

export function saveViews(views: readonly VisitedView[]): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(views));
  listeners.forEach((listener) => listener());
}

/** Adds a tab for the view, or remembers the query its existing tab was last seen with. */
export function visitView(view: VisitedView): void {
  const views = snapshot();
  const index = views.findIndex((existing) => existing.path === view.path);
  if (index >= 0 && views[index]!.fullPath === view.fullPath) return;
  saveViews(index >= 0 ? views.with(index, view) : [...views, view]);
}
