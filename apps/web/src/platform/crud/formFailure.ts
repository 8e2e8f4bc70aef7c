import type { ConfigProviderProps } from 'antd';
import { feedback } from '../feedback';
import { i18n } from '../i18n';

/** The class antd gives a form item whose rules failed. */
const FIELD_IN_ERROR = '.ant-form-item-has-error';

/** Says how many fields failed their checks, once antd has marked them. */
function announceFieldErrors(): void {
  requestAnimationFrame(() => {
    const count = Math.max(1, document.querySelectorAll(FIELD_IN_ERROR).length);
    void feedback.message.warning({ key: 'checkFields', content: i18n.t('validation.checkFields', { count }) });
  });
}

/**
 * Every form whose save fails its checks brings its first field in error into view, focuses it and
 * says how many fields need attention: on a long form (the role editor) the error may lie far off
 * screen. antd calls `behavior` with the scroll steps each time a form fails, scrolling needed or not.
 */
export const formDefaults: ConfigProviderProps['form'] = {
  scrollToFirstError: {
    block: 'center',
    focus: true,
    behavior: (actions) => {
      for (const { el, top, left } of actions) el.scroll({ top, left });
      announceFieldErrors();
    },
  },
};
