import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Popconfirm, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberCardCreate, memberCardActions, type MemberCard, type MemberDetail } from '@srd/contract';
import { FormDialog } from '../../platform/crud/FormDialog';
import { AUDIT_LOG_KEY } from '../../platform/crud/auditLog';
import { useCan } from '../../platform/crud/Can';
import { FormItem } from '../../platform/crud/FormItem';
import { showFieldErrors } from '../../platform/crud/serverErrors';
import { StatusTag } from '../../platform/crud/StatusTag';
import { ON_OFF_STATUS } from '../../platform/crud/statusTags';
import { useStatusOptions } from '../../platform/crud/useStatusOptions';
import { zodRule } from '../../platform/crud/zodRule';
import { feedback } from '../../platform/feedback';
import { awaitedConfirm } from '../../platform/popconfirm';
import { formatDate } from '../../platform/format/date';
import { memberCardApi } from './api';

interface CardValues {
  cardNo: string;
  status: 0 | 1;
}

/** Refreshes the member (its cards and Octopus numbers), the lists and the history after a change. */
export function useMemberRefresh(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([['member'], AUDIT_LOG_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
}

/** The member detail's cards: listed, added, edited and deleted here. */
export function MemberCards({ member }: { member: MemberDetail }) {
  const { t } = useTranslation(['member', 'memberCard', 'crud']);
  const can = useCan();
  const refresh = useMemberRefresh();
  const [editing, setEditing] = useState<{ card: MemberCard | null } | null>(null);
  const remove = useMutation({
    mutationFn: (card: MemberCard) => memberCardApi.remove(card.id),
    onSuccess: async (_, card) => {
      feedback.message.success(t('cards.deleted', { cardNo: card.cardNo }));
      await refresh();
    },
  });
  const mayEdit = can(memberCardActions.edit);
  const mayDelete = can(memberCardActions.delete);
  return (
    <Flex vertical gap="middle">
      {can(memberCardActions.add) && (
        <Flex>
          <Button id="memberCardAdd" type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ card: null })}>
            {t('cards.add')}
          </Button>
        </Flex>
      )}
      <Table<MemberCard>
        id="memberCards"
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={member.cards}
        locale={{ emptyText: <Typography.Text type="secondary">{t('cards.none')}</Typography.Text> }}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'cardNo', title: t('memberCard:fields.cardNo'), dataIndex: 'cardNo' },
          {
            key: 'status',
            title: t('memberCard:fields.status'),
            render: (_, card) => <StatusTag status={card.status} palette={ON_OFF_STATUS} />,
          },
          {
            key: 'lupdDttm',
            title: t('memberCard:fields.lupdDttm'),
            responsive: ['md'],
            render: (_, card) => formatDate(card.lupdDttm),
          },
          {
            key: 'actions',
            title: t('crud:entity.actions'),
            render: (_, card) => (
              <Flex gap={4}>
                {mayEdit && (
                  <Button
                    size="small"
                    className="member-card-edit"
                    icon={<EditOutlined />}
                    aria-label={t('cards.edit', { cardNo: card.cardNo })}
                    onClick={() => setEditing({ card })}
                  />
                )}
                {mayDelete && (
                  <Popconfirm
                    title={t('cards.deleteConfirm', { cardNo: card.cardNo })}
                    okText={t('cards.delete')}
                    okButtonProps={{ danger: true, className: 'member-card-delete-confirm' }}
                    onConfirm={awaitedConfirm(() => remove.mutateAsync(card))}
                  >
                    <Button
                      size="small"
                      danger
                      className="member-card-delete"
                      icon={<DeleteOutlined />}
                      aria-label={t('cards.delete')}
                    />
                  </Popconfirm>
                )}
              </Flex>
            ),
          },
        ]}
      />
      {editing && <CardDialog member={member} card={editing.card} onClose={() => setEditing(null)} />}
    </Flex>
  );
}

/** Adds a card to the member, or edits one of theirs; the server's refusals (a number taken) show under the field. */
function CardDialog({ member, card, onClose }: { member: MemberDetail; card: MemberCard | null; onClose: () => void }) {
  const { t } = useTranslation(['member', 'memberCard', 'crud']);
  const [form] = Form.useForm<CardValues>();
  const statuses = useStatusOptions(ON_OFF_STATUS);
  const refresh = useMemberRefresh();
  const save = useMutation({
    mutationFn: (values: CardValues) =>
      card
        ? memberCardApi.update(card.id, { cardNo: values.cardNo.trim(), status: values.status })
        : memberCardApi.create({ memberId: member.id, cardNo: values.cardNo.trim(), status: values.status }),
    onSuccess: async (saved) => {
      feedback.message.success(t('cards.saved', { cardNo: saved.cardNo }));
      await refresh();
      onClose();
    },
    onError: (error) => showFieldErrors(form, error),
  });
  return (
    <FormDialog
      title={card ? t('cards.edit', { cardNo: card.cardNo }) : t('cards.add')}
      form={form}
      okId="memberCardSave"
      busy={save.isPending}
      onClose={onClose}
    >
      <Form<CardValues>
        id="memberCardForm"
        form={form}
        layout="vertical"
        initialValues={card ? { cardNo: card.cardNo, status: card.status === 0 ? 0 : 1 } : { cardNo: '', status: 1 }}
        onFinish={(values) => save.mutate(values)}
      >
        <FormItem
          name="cardNo"
          label={t('memberCard:fields.cardNo')}
          rules={[zodRule(MemberCardCreate.shape.cardNo, t('memberCard:cardNoFormat'))]}
        >
          <Input id="memberCard-cardNo" inputMode="numeric" maxLength={32} autoComplete="off" />
        </FormItem>
        <FormItem name="status" label={t('memberCard:fields.status')}>
          <Select id="memberCard-status" options={statuses} />
        </FormItem>
      </Form>
    </FormDialog>
  );
}
