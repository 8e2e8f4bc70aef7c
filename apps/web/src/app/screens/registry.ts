import { createElement } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { FIELD_NAMESPACE } from '../../features/audit/resourceTypes';
import type { FeatureDeclaration, ScreenDeclaration, TextNamespace } from '../../platform/feature';
import { withTexts } from '../../platform/i18n';

/**
 * The screens of all the declarations (by file), each texts list completed with `fieldNamespaces` for a
 * screen that asks for them; a screen name declared twice is an error.
 */
export function collectScreens(
  declarations: Record<string, FeatureDeclaration>,
  fieldNamespaces: TextNamespace[],
): Record<string, ScreenDeclaration> {
  const screens: Record<string, ScreenDeclaration> = {};
  const declaredIn: Record<string, string> = {};
  for (const [file, declaration] of Object.entries(declarations)) {
    for (const [name, screen] of Object.entries(declaration.screens ?? {})) {
      if (Object.hasOwn(screens, name))
        throw new Error(`Screen ${name} is declared by both ${declaredIn[name]} and ${file}`);
      declaredIn[name] = file;
      const texts = screen.fieldTexts ? [...new Set([...screen.texts, ...fieldNamespaces])] : screen.texts;
      screens[name] = { ...screen, texts };
    }
  }
  return screens;
}

/**
 * The built screens by screen name, collected from the features' declarations. Only the declarations
 * load with the registry: each screen's module stays a chunk of its own. A name not declared shows the
 * placeholder.
 */
export const SCREENS = collectScreens(
  import.meta.glob<FeatureDeclaration>('../../features/*/feature.ts', { eager: true }),
  Object.values(FIELD_NAMESPACE).filter((namespace) => namespace !== undefined),
);

/** The lazily loaded route of a server menu screen. */
export function screenRoute(screen: string): { lazy: LazyRouteFunction<RouteObject> } {
  return {
    lazy: withTexts(['screens', 'menu'], async () => {
      // hasOwn: a name such as 'constructor' must not find the object's prototype.
      const declared = Object.hasOwn(SCREENS, screen) ? SCREENS[screen] : undefined;
      if (declared) return { Component: (await withTexts(declared.texts, declared.load)()).default };
      const { Placeholder } = await import('./Placeholder');
      return { Component: () => createElement(Placeholder, { screen }) };
    }),
  };
}
