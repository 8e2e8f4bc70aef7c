import { UndoOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Cron, type ScheduleTask } from '@srd/contract';
import { FormDialog } from '../../platform/crud/FormDialog';
import { AUDIT_LOG_KEY } from '../../platform/crud/auditLog';
import { FormItem } from '../../platform/crud/FormItem';
import { showFieldErrors } from '../../platform/crud/serverErrors';
import { zodRule } from '../../platform/crud/zodRule';
import { feedback } from '../../platform/feedback';
import { JOBS_KEY, updateTask } from './api';
import { useCronWords, useJobTitle, useZoneName } from './labels';

/** Schedules the help shows, each with its words. */
const EXAMPLES = ['0 3 * * *', '*/5 * * * *', '15 * * * *', '30 2 * * 1'];

interface ScheduleForm {
  cron: string;
}

/**
 * Changes a task's schedule: the five fields with what they mean, the schedule in words as it is typed, and the
 * task's own schedule a click away. The server reads the schedule fully; what it refuses shows under the field.
 */
export function ScheduleDialog({ task, onClose }: { task: ScheduleTask; onClose: () => void }) {
  const { t } = useTranslation(['jobs', 'crud']);
  const queryClient = useQueryClient();
  const title = useJobTitle();
  const cronWords = useCronWords();
  const zoneName = useZoneName();
  const [form] = Form.useForm<ScheduleForm>();
  const typed = Form.useWatch('cron', form) ?? task.cron;
  const words = cronWords(typed);
  const save = useMutation({
    mutationFn: (cron: string) => updateTask(task.name, { cron }),
    onSuccess: async (saved) => {
      feedback.message.success(t('schedule.saved', { title: title(saved.name) }));
      await Promise.all([JOBS_KEY, AUDIT_LOG_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      onClose();
    },
    onError: (error) => showFieldErrors(form, error),
  });
  const submit = ({ cron }: ScheduleForm) => {
    const wanted = cron.trim().split(/\s+/).join(' ');
    if (wanted === task.cron) {
      feedback.message.info(t('crud:entity.unchanged'));
      onClose();
    } else save.mutate(wanted);
  };
  return (
    <FormDialog
      title={t('schedule.title', { title: title(task.name) })}
      width={{ xs: '100%', md: 600 }}
      cancelButtonProps={{ id: 'scheduleTaskCancel' }}
      mask={{ closable: false }}
      form={form}
      okId="scheduleTaskSave"
      busy={save.isPending}
      onClose={onClose}
    >
      <Form<ScheduleForm>
        id="scheduleTaskForm"
        form={form}
        layout="vertical"
        initialValues={{ cron: task.cron }}
        onFinish={submit}
      >
        <FormItem
          name="cron"
          label={t('fields.cron')}
          rules={[zodRule(Cron)]}
          extra={
            words && <span id="scheduleTaskWords">{t('schedule.reads', { words, zone: zoneName(task.timeZone) })}</span>
          }
        >
          <Input
            id="scheduleTaskCron"
            maxLength={120}
            autoComplete="off"
            spellCheck={false}
            style={{ fontFamily: 'monospace' }}
          />
        </FormItem>
        <Flex gap="small" align="center" wrap style={{ marginBottom: 16 }}>
          <Button
            id="scheduleTaskReset"
            icon={<UndoOutlined />}
            disabled={typed.trim() === task.defaultCron}
            onClick={() => form.setFields([{ name: 'cron', value: task.defaultCron, errors: [] }])}
          >
            {t('schedule.reset')}
          </Button>
          <Typography.Text type="secondary">{t('schedule.defaultIs', { cron: task.defaultCron })}</Typography.Text>
        </Flex>
        <div id="scheduleTaskHelp">
          <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
            {t('schedule.help')}
          </Typography.Paragraph>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {EXAMPLES.map((example) => (
              <li key={example}>
                <Typography.Text code>{example}</Typography.Text> {cronWords(example)}
              </li>
            ))}
          </ul>
        </div>
      </Form>
    </FormDialog>
  );
}
