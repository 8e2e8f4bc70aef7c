import { DeleteOutlined, MinusCircleOutlined, PlusOutlined, StopOutlined, CheckOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Col, Flex, Form, Input, Popconfirm, Row, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatOctopus,
  MAX_OCTOPUS_PER_MEMBER,
  OctopusNumber,
  octopusActions,
  type MemberDetail,
  type MemberOctopus,
} from '@srd/contract';
import { ApiError } from '../../platform/api';
import { useCan } from '../../platform/crud/Can';
import { FormDialog } from '../../platform/crud/FormDialog';
import { FormItem } from '../../platform/crud/FormItem';
import { showFieldErrors } from '../../platform/crud/serverErrors';
import { StatusTag } from '../../platform/crud/StatusTag';
import { ON_OFF_STATUS } from '../../platform/crud/statusTags';
import { zodRule } from '../../platform/crud/zodRule';
import { feedback } from '../../platform/feedback';
import { awaitedConfirm } from '../../platform/popconfirm';
import { addOctopus, octopusApi } from './api';
import { useMemberRefresh } from './MemberCards';

const numberOf = (row: MemberOctopus) => formatOctopus(row.prefix, row.suffix);

/** The member detail's Octopus numbers: one or two added, each disabled with a reason, enabled again or removed. */
export function MemberOctopusNumbers({ member }: { member: MemberDetail }) {
  const { t } = useTranslation(['member', 'octopus', 'crud']);
  const can = useCan();
  const refresh = useMemberRefresh();
  const [adding, setAdding] = useState(false);
  const [disabling, setDisabling] = useState<MemberOctopus | null>(null);
  const enable = useMutation({
    mutationFn: (row: MemberOctopus) => octopusApi.update(row.id, { status: 1, disabledReason: null }),
    onSuccess: async (_, row) => {
      feedback.message.success(t('octopus.enabled', { number: numberOf(row) }));
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (row: MemberOctopus) => octopusApi.remove(row.id),
    onSuccess: async (_, row) => {
      feedback.message.success(t('octopus.removed', { number: numberOf(row) }));
      await refresh();
    },
  });
  const room = MAX_OCTOPUS_PER_MEMBER - member.octopus.length;
  const mayEdit = can(octopusActions.edit);
  const mayDelete = can(octopusActions.delete);
  return (
    <Flex vertical gap="middle">
      {can(octopusActions.add) && (
        <Flex gap="small" align="center" wrap>
          <Button
            id="memberOctopusAdd"
            type="primary"
            icon={<PlusOutlined />}
            disabled={room <= 0}
            onClick={() => setAdding(true)}
          >
            {t('octopus.add')}
          </Button>
          {room <= 0 && <Typography.Text type="secondary">{t('octopus.full')}</Typography.Text>}
        </Flex>
      )}
      <Table<MemberOctopus>
        id="memberOctopus"
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={member.octopus}
        locale={{ emptyText: <Typography.Text type="secondary">{t('octopus.none')}</Typography.Text> }}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'number', title: t('octopus.number'), render: (_, row) => numberOf(row) },
          {
            key: 'status',
            title: t('octopus:fields.status'),
            render: (_, row) => <StatusTag status={row.status} palette={ON_OFF_STATUS} />,
          },
          {
            key: 'disabledReason',
            title: t('octopus:fields.disabledReason'),
            render: (_, row) => row.disabledReason ?? '-',
          },
          {
            key: 'actions',
            title: t('crud:entity.actions'),
            render: (_, row) => (
              <Flex gap={4} wrap>
                {mayEdit &&
                  (row.status === 1 ? (
                    <Button
                      size="small"
                      className="member-octopus-disable"
                      icon={<StopOutlined />}
                      onClick={() => setDisabling(row)}
                    >
                      {t('octopus.disable')}
                    </Button>
                  ) : (
                    <Button
                      size="small"
                      className="member-octopus-enable"
                      icon={<CheckOutlined />}
                      loading={enable.isPending}
                      onClick={() => enable.mutate(row)}
                    >
                      {t('octopus.enable')}
                    </Button>
                  ))}
                {mayDelete && (
                  <Popconfirm
                    title={t('octopus.removeConfirm', { number: numberOf(row) })}
                    okText={t('octopus.remove')}
                    okButtonProps={{ danger: true, className: 'member-octopus-remove-confirm' }}
                    onConfirm={awaitedConfirm(() => remove.mutateAsync(row))}
                  >
                    <Button size="small" danger className="member-octopus-remove" icon={<DeleteOutlined />}>
                      {t('octopus.remove')}
                    </Button>
                  </Popconfirm>
                )}
              </Flex>
            ),
          },
        ]}
      />
      {adding && <AddDialog member={member} room={room} onClose={() => setAdding(false)} />}
      {disabling && <DisableDialog row={disabling} onClose={() => setDisabling(null)} />}
    </Flex>
  );
}

interface AddValues {
  numbers: { prefix: string; suffix: string }[];
}

/** One or two numbers, as a card prints them: 8 or 9 digits, then the check digit. All are added or none. */
function AddDialog({ member, room, onClose }: { member: MemberDetail; room: number; onClose: () => void }) {
  const { t } = useTranslation(['member', 'octopus', 'crud']);
  const [form] = Form.useForm<AddValues>();
  const refresh = useMemberRefresh();
  const [refused, setRefused] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (values: AddValues) =>
      addOctopus(
        member.id,
        values.numbers.map(({ prefix, suffix }) => ({ prefix: prefix.trim(), suffix: suffix.trim() })),
      ),
    onMutate: () => setRefused(null),
    onSuccess: async (added) => {
      feedback.message.success(t('octopus.added', { count: added.length }));
      await refresh();
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError) setRefused(error.fields.map((field) => field.message).join(' ') || error.message);
    },
  });
  return (
    <FormDialog
      title={t('octopus.addTitle', { name: member.name })}
      form={form}
      okId="memberOctopusSave"
      busy={save.isPending}
      onClose={onClose}
    >
      <Form<AddValues>
        id="memberOctopusForm"
        form={form}
        layout="vertical"
        initialValues={{ numbers: [{ prefix: '', suffix: '' }] }}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.List name="numbers">
          {(items, { add, remove }) => (
            <>
              {items.map((item, index) => (
                <Row key={item.key} gutter={8} align="top" wrap={false}>
                  <Col flex="auto">
                    <FormItem
                      name={[item.name, 'prefix']}
                      label={t('octopus:fields.prefix')}
                      rules={[zodRule(OctopusNumber.shape.prefix, t('octopus:prefixFormat'))]}
                    >
                      <Input id={`octopus-prefix-${index}`} inputMode="numeric" maxLength={9} autoComplete="off" />
                    </FormItem>
                  </Col>
                  <Col flex="88px">
                    <FormItem
                      name={[item.name, 'suffix']}
                      label={t('octopus:fields.suffix')}
                      rules={[zodRule(OctopusNumber.shape.suffix, t('octopus:suffixFormat'))]}
                    >
                      <Input
                        id={`octopus-suffix-${index}`}
                        inputMode="numeric"
                        maxLength={1}
                        autoComplete="off"
                        prefix="("
                        suffix=")"
                      />
                    </FormItem>
                  </Col>
                  {index > 0 && (
                    <Col flex="32px" style={{ paddingTop: 30 }}>
                      <Button
                        type="text"
                        icon={<MinusCircleOutlined />}
                        aria-label={t('octopus.removeOne')}
                        onClick={() => remove(item.name)}
                      />
                    </Col>
                  )}
                </Row>
              ))}
              {items.length < room && (
                <Button
                  id="memberOctopusAnother"
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => add({ prefix: '', suffix: '' })}
                >
                  {t('octopus.another')}
                </Button>
              )}
            </>
          )}
        </Form.List>
        {refused && <Alert id="memberOctopusRefused" type="error" showIcon title={refused} style={{ marginTop: 16 }} />}
      </Form>
    </FormDialog>
  );
}

/** Disables a number; the reason is the server's to require, and its message shows under the field. */
function DisableDialog({ row, onClose }: { row: MemberOctopus; onClose: () => void }) {
  const { t } = useTranslation(['member', 'octopus', 'crud']);
  const [form] = Form.useForm<{ disabledReason: string }>();
  const refresh = useMemberRefresh();
  const save = useMutation({
    mutationFn: ({ disabledReason }: { disabledReason: string }) =>
      octopusApi.update(row.id, { status: 0, disabledReason }),
    onSuccess: async () => {
      feedback.message.success(t('octopus.disabled', { number: numberOf(row) }));
      await refresh();
      onClose();
    },
    onError: (error) => showFieldErrors(form, error),
  });
  return (
    <FormDialog
      title={t('octopus.disableTitle', { number: numberOf(row) })}
      okText={t('octopus.disable')}
      form={form}
      okId="memberOctopusDisableConfirm"
      busy={save.isPending}
      danger
      onClose={onClose}
    >
      <Form
        id="memberOctopusDisableForm"
        form={form}
        layout="vertical"
        initialValues={{ disabledReason: '' }}
        onFinish={(values) => save.mutate(values)}
      >
        <FormItem name="disabledReason" label={t('octopus:fields.disabledReason')}>
          <Input.TextArea id="memberOctopus-disabledReason" maxLength={200} rows={3} />
        </FormItem>
      </Form>
    </FormDialog>
  );
}
