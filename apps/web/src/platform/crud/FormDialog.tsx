import { Modal, type FormInstance, type ModalProps } from 'antd';
import { useTranslation } from 'react-i18next';

interface FormDialogProps extends Omit<ModalProps, 'open' | 'onOk' | 'onCancel' | 'okButtonProps' | 'destroyOnHidden'> {
  /** The form the confirm button submits: its own `onFinish` does the work. */
  form: FormInstance;
  /** The confirm button's id. */
  okId: string;
  /** While the work runs, the confirm button spins. */
  busy: boolean;
  /** A confirm button that removes or takes something away shows red. */
  danger?: boolean;
  onClose: () => void;
}

/**
 * A dialog around a form: "Save" (or `okText`) submits the form, "Cancel" and the close button call `onClose`, and
 * nothing of the form is kept once it closes.
 */
export function FormDialog({ form, okId, busy, danger, onClose, okText, cancelText, ...modal }: FormDialogProps) {
  const { t } = useTranslation('crud');
  return (
    <Modal
      open
      okText={okText ?? t('form.save')}
      cancelText={cancelText ?? t('form.cancel')}
      okButtonProps={{ id: okId, danger, loading: busy }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      {...modal}
    />
  );
}
