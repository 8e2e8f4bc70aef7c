import { message, type ModalFuncProps } from 'antd';
import { useEffect } from 'react';

/** How long error messages stay (SPEC 9). */
export const MESSAGE_SECONDS = 5;

type MessageApi = ReturnType<typeof message.useMessage>[0];

/**
 * Messages for code inside and outside React (the API client, route loaders). antd's static
 * functions serve until <FeedbackHost> mounts and swaps in ones that follow theme and locale.
 */
export const feedback: { message: MessageApi } = { message };

export function FeedbackHost() {
  const [api, holder] = message.useMessage();
  useEffect(() => {
    feedback.message = api;
  }, [api]);
  return holder;
}

/** A confirmation dialog. antd's Modal is loaded only when one is shown: the login page never needs it. */
export async function confirmDialog(props: ModalFuncProps): Promise<void> {
  const { Modal } = await import('./modal');
  Modal.confirm(props);
}
