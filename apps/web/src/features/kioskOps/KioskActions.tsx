import { PauseCircleOutlined, PlayCircleOutlined, PoweroffOutlined, SendOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Popconfirm, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  kioskOpsActions,
  MarkAsDownRequest,
  SendCommandQuery,
  type KioskCommandName,
  type KioskLatestState,
} from '@srd/contract';
import { Can } from '../../platform/crud/Can';
import { NumberInput } from '../../platform/crud/NumberInput';
import { zodRule } from '../../platform/crud/zodRule';
import { feedback } from '../../platform/feedback';
import { KIOSK_OPS_KEY, markAsDown, resumeService, sendCommand, sendReboot } from './api';
import { useCommandLabel, useCommandOptions } from './labels';
import { FormItem } from '../../platform/crud/FormItem';
import { awaitedConfirm } from '../../platform/popconfirm';

interface CommandForm {
  command: KioskCommandName;
  volume?: number;
  remark?: string;
}

/** Mark down or resume, reboot, and send any allowed command, each for holders of its action. */
export function KioskActions({ live }: { live: Pick<KioskLatestState, 'kioskId' | 'kid' | 'manualDown'> }) {
  const { t } = useTranslation('kioskOps');
  const queryClient = useQueryClient();
  const commandLabel = useCommandLabel();
  const commandOptions = useCommandOptions();
  const [dialog, setDialog] = useState<'markDown' | 'command' | null>(null);
  const [downForm] = Form.useForm<{ reason: string }>();
  const [commandForm] = Form.useForm<CommandForm>();
  const chosen = Form.useWatch('command', commandForm);
  const { kioskId, kid } = live;
  const done = async (text: string) => {
    feedback.message.success(text);
    setDialog(null);
    await queryClient.invalidateQueries({ queryKey: KIOSK_OPS_KEY });
  };
  const down = useMutation({
    mutationFn: (reason: string) => markAsDown(kioskId, reason),
    onSuccess: () => done(t('ops.markedDown', { kid })),
  });
  const resume = useMutation({
    mutationFn: () => resumeService(kioskId),
    onSuccess: () => done(t('ops.resumed', { kid })),
  });
  const reboot = useMutation({
    mutationFn: () => sendReboot(kioskId),
    onSuccess: () => done(t('ops.rebootSent', { kid })),
  });
  const send = useMutation({
    mutationFn: (values: CommandForm) =>
      sendCommand(kioskId, values.command, values.remark, values.command === 'setVolume' ? values.volume : undefined),
    onSuccess: (row) => done(t('ops.sent', { kid, command: commandLabel(row.command) })),
  });
  return (
    <Space wrap className="kiosk-actions">
      {live.manualDown ? (
        <Can action={kioskOpsActions.resume}>
          <Popconfirm
            title={t('ops.resumeConfirm', { kid })}
            okText={t('ops.resume')}
            cancelText={t('ops.close')}
            okButtonProps={{ id: 'kioskResumeConfirm' }}
            onConfirm={awaitedConfirm(() => resume.mutateAsync())}
          >
            <Button id="kioskResume" icon={<PlayCircleOutlined />} loading={resume.isPending}>
              {t('ops.resume')}
            </Button>
          </Popconfirm>
        </Can>
      ) : (
        <Can action={kioskOpsActions.markAsDown}>
          <Button id="kioskMarkDown" icon={<PauseCircleOutlined />} danger onClick={() => setDialog('markDown')}>
            {t('ops.markDown')}
          </Button>
        </Can>
      )}
      <Can action={kioskOpsActions.reboot}>
        <Popconfirm
          title={t('ops.rebootConfirm', { kid })}
          okText={t('ops.reboot')}
          cancelText={t('ops.close')}
          okButtonProps={{ id: 'kioskRebootConfirm' }}
          onConfirm={awaitedConfirm(() => reboot.mutateAsync())}
        >
          <Button id="kioskReboot" icon={<PoweroffOutlined />} loading={reboot.isPending}>
            {t('ops.reboot')}
          </Button>
        </Popconfirm>
      </Can>
      <Can action={kioskOpsActions.sendCommand}>
        <Button id="kioskSendCommand" icon={<SendOutlined />} onClick={() => setDialog('command')}>
          {t('ops.sendCommand')}
        </Button>
      </Can>

      <Modal
        open={dialog === 'markDown'}
        title={t('ops.markDownTitle', { kid })}
        okText={t('ops.markDown')}
        cancelText={t('ops.cancel')}
        okButtonProps={{ id: 'kioskMarkDownSave', danger: true, loading: down.isPending }}
        onOk={() => downForm.submit()}
        onCancel={() => setDialog(null)}
        destroyOnHidden
      >
        <Form form={downForm} layout="vertical" preserve={false} onFinish={(values) => down.mutate(values.reason)}>
          <FormItem name="reason" label={t('ops.reason')} rules={[zodRule(MarkAsDownRequest.shape.reason)]}>
            <Input.TextArea id="kioskMarkDownReason" maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
          </FormItem>
        </Form>
      </Modal>
      <Modal
        open={dialog === 'command'}
        title={t('ops.sendCommandTitle', { kid })}
        okText={t('ops.send')}
        cancelText={t('ops.cancel')}
        okButtonProps={{ id: 'kioskCommandSave', loading: send.isPending }}
        onOk={() => commandForm.submit()}
        onCancel={() => setDialog(null)}
        destroyOnHidden
      >
        <Form form={commandForm} layout="vertical" preserve={false} onFinish={(values) => send.mutate(values)}>
          <FormItem name="command" label={t('fields.command')} rules={[zodRule(SendCommandQuery.shape.command)]}>
            <Select id="kioskCommandName" options={commandOptions} />
          </FormItem>
          {chosen === 'setVolume' && (
            <FormItem
              name="volume"
              label={t('fields.volume')}
              rules={[zodRule(SendCommandQuery.shape.volume.unwrap())]}
            >
              <NumberInput id="kioskCommandVolume" min={1} max={100} style={{ width: '100%' }} />
            </FormItem>
          )}
          <FormItem name="remark" label={t('fields.remark')} rules={[zodRule(SendCommandQuery.shape.remark)]}>
            <Input.TextArea id="kioskCommandRemark" maxLength={500} autoSize={{ minRows: 1, maxRows: 4 }} />
          </FormItem>
        </Form>
      </Modal>
    </Space>
  );
}
