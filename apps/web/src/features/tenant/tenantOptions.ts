import { DASHBOARD_THEMES, LANGS, TENANT_MODES, userManageActions } from '@srd/contract';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../platform/crud/Can';
import { useLang } from '../../platform/i18n';
import { useResourceOptions } from '../../platform/resources/useResourceOptions';
import { choicesOf, type Choice } from '../../platform/resources/resourceOptions';

/** Modes, languages and themes as select or checkbox options in the UI language. */
export function useTenantOptions() {
  const { t } = useTranslation('tenant');
  return {
    modes: TENANT_MODES.map((mode) => ({ value: mode, label: t(`modes.${mode}`) })),
    langs: LANGS.map((lang) => ({ value: lang, label: t(`langs.${lang}`) })),
    themes: DASHBOARD_THEMES.map((theme) => ({ value: theme, label: t(`themes.${theme}`) })),
  };
}

/** The system clients the caller reaches (the admin screens' option list, which needs userManage:view). */
export function useSysClientChoices(): Choice[] {
  const lang = useLang();
  const can = useCan();
  return choicesOf(useResourceOptions(can(userManageActions.view) ? 'SysClient' : null), lang);
}
