import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Flex, Input, List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { kioskOpsActions } from '@srd/contract';
import { Can } from '../../platform/crud/Can';
import { feedback } from '../../platform/feedback';
import { formatDate } from '../../platform/format/date';
import { ALARMS_KEY, commentAlarm, fetchAlarmComments } from './api';

/** An alarm's comments, oldest first, and a box to add one. */
export function AlarmComments({ alarmId }: { alarmId: number }) {
  const { t } = useTranslation('kioskOps');
  const queryClient = useQueryClient();
  const key = [...ALARMS_KEY, 'comments', alarmId];
  const comments = useQuery({ queryKey: key, queryFn: () => fetchAlarmComments(alarmId) });
  const [text, setText] = useState('');
  const add = useMutation({
    mutationFn: () => commentAlarm(alarmId, text.trim()),
    onSuccess: async (all) => {
      queryClient.setQueryData(key, all);
      setText('');
      feedback.message.success(t('alarm.commentAdded'));
      await queryClient.invalidateQueries({ queryKey: ALARMS_KEY });
    },
  });
  return (
    <Flex vertical gap="small" className="alarm-comments">
      <Typography.Text strong>{t('fields.comments')}</Typography.Text>
      {comments.data?.length ? (
        <List
          size="small"
          dataSource={comments.data}
          renderItem={(comment) => (
            <List.Item className="alarm-comment">
              <List.Item.Meta
                title={`${comment.userName ?? comment.userId} · ${formatDate(comment.createdAt)}`}
                description={comment.text}
              />
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('alarm.noComments')} />
      )}
      <Can action={kioskOpsActions.commentAlarm}>
        <Flex gap="small">
          <Input.TextArea
            className="alarm-comment-input"
            value={text}
            maxLength={1000}
            autoSize={{ minRows: 1, maxRows: 4 }}
            placeholder={t('alarm.commentPlaceholder')}
            onChange={(event) => setText(event.target.value)}
          />
          <Button
            className="alarm-comment-send"
            type="primary"
            disabled={!text.trim()}
            loading={add.isPending}
            onClick={() => add.mutate()}
          >
            {t('alarm.commentSend')}
          </Button>
        </Flex>
      </Can>
    </Flex>
  );
}
