import { DownloadOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, Modal, Progress, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode, type ActionRef, type ExportFormat, type ExportModule } from '@srd/contract';
import { ApiError } from '../api';
import { feedback, MESSAGE_SECONDS } from '../feedback';
import { formatNumber } from '../format/number';
import { Can } from './Can';
import { exportList, percentDone, saveFile, type ExportProgress } from './exportFile';

interface ExportButtonProps {
  id: string;
  module: ExportModule;
  /** The list's export action: the button shows only to those who hold it. */
  action: ActionRef;
  /** The list's current filter, read when an export starts. */
  filter: () => object;
}

interface Running {
  format: ExportFormat;
  progress: ExportProgress;
  controller: AbortController;
}

/** "Export XLSX / Export CSV" of a list's current filter, with progress and Cancel (SPEC 7, 600 s). */
export function ExportButton(props: ExportButtonProps) {
  return (
    <Can action={props.action}>
      <ExportMenu {...props} />
    </Can>
  );
}

function ExportMenu({ id, module, filter }: ExportButtonProps) {
  const { t } = useTranslation('crud');
  const [running, setRunning] = useState<Running | null>(null);

  async function start(format: ExportFormat) {
    const controller = new AbortController();
    const onProgress = (progress: ExportProgress) => setRunning((current) => current && { ...current, progress });
    setRunning({ format, controller, progress: { estimated: false, received: 0 } });
    try {
      const file = await exportList({ module, format, filter: filter(), signal: controller.signal, onProgress });
      saveFile(file.blob, file.filename);
      feedback.message.success(t('export.saved', { name: file.filename }));
    } catch (error) {
      if (controller.signal.aborted) feedback.message.info(t('export.cancelled'));
      // SPEC 8: another user's export of this list is running; the server's message says to wait.
      else if (error instanceof ApiError && error.code === ErrorCode.ExportBusy) {
        feedback.message.warning({ content: error.message, duration: MESSAGE_SECONDS });
      }
      // Any other failure was shown by the API client.
    } finally {
      setRunning(null);
    }
  }

  const items = (['xlsx', 'csv'] as const).map((format) => ({
    key: format,
    label: <span id={`${id}-${format}`}>{t(`export.${format}`)}</span>,
  }));
  return (
    <>
      <Dropdown menu={{ items, onClick: ({ key }) => void start(key as ExportFormat) }} disabled={running !== null}>
        <Button id={id} icon={<DownloadOutlined />}>
          {t('export.button')}
        </Button>
      </Dropdown>
      <Modal
        open={running !== null}
        title={t('export.title')}
        closable={false}
        mask={{ closable: false }}
        footer={
          <Button id={`${id}Cancel`} onClick={() => running?.controller.abort()}>
            {t('export.cancel')}
          </Button>
        }
      >
        {running && <ExportStatus progress={running.progress} />}
      </Modal>
    </>
  );
}

/** Rows to come (from the answer's header), a bar where the format allows one, and bytes received. */
function ExportStatus({ progress }: { progress: ExportProgress }) {
  const { t } = useTranslation('crud');
  const percent = percentDone(progress);
  return (
    <Flex vertical gap="small" id="exportProgress">
      <Typography.Text>
        {progress.rows === undefined
          ? t('export.starting')
          : t(progress.estimated ? 'export.rowsAbout' : 'export.rows', { count: progress.rows })}
      </Typography.Text>
      {percent === undefined ? <Spin /> : <Progress aria-label={t('export.title')} percent={percent} status="active" />}
      <Typography.Text type="secondary">
        {t('export.received', { size: `${formatNumber(progress.received)}B` })}
      </Typography.Text>
    </Flex>
  );
}
