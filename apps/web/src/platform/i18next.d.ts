import type auth from '../locales/en_US/auth.json';
import type common from '../locales/en_US/common.json';

// Typed translation keys: a key missing from the English texts fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common; auth: typeof auth };
  }
}
