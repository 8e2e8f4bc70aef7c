import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Names of the catalogue's permissions in the UI language (texts `actions`). */
export interface ActionLabels {
  /** A domain's name, e.g. "Roles"; an unknown one as the server sent it. */
  domain(domain: string, fallback?: string): string;
  /** An action's name within its domain, e.g. "Add" or "Reboot a kiosk"; an unknown one as sent. */
  action(domain: string, name: string, fallback?: string): string;
}

/** Needs the `actions` texts loaded (the screens that show actions load them). */
export function useActionLabels(): ActionLabels {
  const { t } = useTranslation('actions');
  return useMemo(
    () => ({
      // The keys come from the server, so they cannot be checked against the typed texts.
      domain: (domain, fallback) => t(`domains.${domain}` as never, { defaultValue: fallback ?? domain }),
      action: (domain, name, fallback) =>
        t(`special.${domain}.${name}` as never, {
          defaultValue: t(`names.${name}` as never, { defaultValue: fallback ?? name }),
        }),
    }),
    [t],
  );
}
