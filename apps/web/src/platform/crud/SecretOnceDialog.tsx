import { Alert, Button, Modal, Typography } from 'antd';

interface SecretOnceDialogProps {
  /** Prefix of the element ids: `kioskSecret` gives #kioskSecretValue and #kioskSecretClose. */
  id: string;
  title: string;
  /** Why it must be copied now: it is never shown again. */
  notice: string;
  secret: string;
  closeLabel: string;
  onClose: () => void;
}

/** A secret the server answers once (a device secret, a webhook's signing secret), with a copy button. */
export function SecretOnceDialog({ id, title, notice, secret, closeLabel, onClose }: SecretOnceDialogProps) {
  return (
    <Modal
      open
      title={title}
      // Closing it is the only way on: a click beside it must not lose the secret.
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={
        <Button id={`${id}Close`} type="primary" onClick={onClose}>
          {closeLabel}
        </Button>
      }
    >
      <Alert type="warning" showIcon title={notice} style={{ marginBottom: 16 }} />
      <Typography.Paragraph
        id={`${id}Value`}
        code
        copyable={{ text: secret }}
        style={{ wordBreak: 'break-all', fontSize: 16 }}
      >
        {secret}
      </Typography.Paragraph>
    </Modal>
  );
}
