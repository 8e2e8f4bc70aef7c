import {
  ErrorCode,
  OCT_SFTP_KINDS,
  OctSftpTypeCreate,
  OctSftpTypePageRequest,
  OctSftpTypeUpdate,
  ResourceType,
  octSftpTypeActions,
  type OctSftpType,
} from '@srd/contract';
import { useTranslation } from 'react-i18next';
import { SimpleEntityPage } from '../../platform/crud/SimpleEntityPage';
import { octSftpTypeApi } from './api';

const NEW_SFTP_TYPE = {
  code: '',
  name: '',
  nameCht: '',
  nameChs: '',
  kind: 'REBATE_ANSWER',
  remoteFolder: '/',
  filePattern: '',
  cron: '0 6 * * *',
  status: 1,
} as const;

const HALF = { xs: 24, sm: 12 };

/**
 * Screen OctSftpType: the kinds of file exchanged with the Octopus operator over SFTP (rebate requests sent, answers
 * and card events fetched), each with its remote folder, file name pattern and schedule; shared by every tenant.
 */
export default function OctSftpTypePage() {
  const { t } = useTranslation('octSettlement');
  return (
    <SimpleEntityPage<OctSftpType, typeof OctSftpTypeCreate, typeof OctSftpTypeUpdate>
      id="octSftpType"
      namespace="octSettlement"
      api={octSftpTypeApi}
      actions={octSftpTypeActions}
      resType={ResourceType.OctSftpType}
      sharedCatalogue
      listName="octSftpTypeList"
      pageRequest={OctSftpTypePageRequest}
      schemas={{ create: OctSftpTypeCreate, update: OctSftpTypeUpdate }}
      defaults={NEW_SFTP_TYPE}
      errorFields={{ [ErrorCode.CodeTaken]: 'code', [ErrorCode.InvalidSchedule]: 'cron' }}
      fields={[
        {
          name: 'code',
          span: HALF,
          extra: 'codeHint',
          fieldProps: { placeholder: 'REBATE_ANSWER' },
          formItemProps: { normalize: (code: string) => code.toUpperCase() },
        },
        {
          name: 'kind',
          valueType: 'select',
          span: HALF,
          options: OCT_SFTP_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
        },
        { name: 'name', valueType: 'localizedText' },
        { name: 'remoteFolder', span: HALF, fieldProps: { placeholder: '/inbox/answer' } },
        {
          name: 'filePattern',
          span: HALF,
          extra: 'filePatternHint',
          fieldProps: { placeholder: 'ANS_{tenant}_*.txt' },
        },
        { name: 'cron', span: HALF, extra: 'cronHint', fieldProps: { placeholder: '0 6 * * *' } },
        { name: 'status', valueType: 'status' },
        { name: 'lupdDttm', valueType: 'dateTime', hiddenByDefault: true },
      ]}
    />
  );
}
