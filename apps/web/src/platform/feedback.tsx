import { App, message, Modal } from 'antd';
import { useEffect } from 'react';

/** How long error messages stay (SPEC 9). */
export const MESSAGE_SECONDS = 5;

type AppApi = ReturnType<typeof App.useApp>;

/**
 * Messages and dialogs for code outside React (the API client, route loaders). antd's static
 * functions serve until <FeedbackBridge> mounts and swaps in the ones that follow theme and locale.
 */
export const feedback: { message: AppApi['message']; modal: Pick<typeof Modal, 'confirm'> } = {
  message,
  modal: Modal,
};

export function FeedbackBridge() {
  const app = App.useApp();
  useEffect(() => {
    feedback.message = app.message;
    feedback.modal = app.modal;
  }, [app]);
  return null;
}
