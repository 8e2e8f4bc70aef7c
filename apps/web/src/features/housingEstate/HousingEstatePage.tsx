import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Form, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AddressEstateCreate, AddressEstateUpdate, ResourceType, type AddressEstate } from '@srd/contract';
import { AUDIT_LOG_KEY } from '../../platform/crud/auditLog';
import { bodyOf, changedValues, formValuesOf, type FormValues } from '../../platform/crud/entityForm';
import { HistoryTab } from '../../platform/crud/HistoryTab';
import { showFieldErrors } from '../../platform/crud/serverErrors';
import { feedback } from '../../platform/feedback';
import { localName } from '../../platform/format/localName';
import { useLang } from '../../platform/i18n';
import { useProfile } from '../../platform/profile';
import { useTenantChoices } from '../../platform/resources/useTenantChoices';
import { ESTATE_LIST_PATH, ESTATE_PATH, estateApi, estateBuildingsQuery } from './api';
import { EstateBuildings } from './EstateBuildings';
import { EstateForm } from './EstateForm';
import { useEstateAccess } from './useEstateAccess';

const FIELDS = Object.keys(AddressEstateCreate.shape);

/** Screen HousingEstate: `?id=` shows and edits that estate (details, buildings, history); no id creates one. */
export default function HousingEstatePage() {
  const { t } = useTranslation(['housingEstate', 'crud']);
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { tid: ownTenant } = useProfile();
  const access = useEstateAccess();
  const tenants = useTenantChoices();
  const [form] = Form.useForm<FormValues>();
  const estate = useQuery({
    queryKey: [...estateApi.queryKey, 'read', id],
    queryFn: () => estateApi.read!(id!),
    enabled: id !== undefined,
  });
  // The buildings tab's own list: its count follows additions and deletions made on the tab.
  const buildings = useQuery({ ...estateBuildingsQuery(id ?? 0), enabled: id !== undefined });
  const initial: FormValues = estate.data
    ? formValuesOf(estate.data, FIELDS)
    : {
        tid: ownTenant,
        name: '',
        nameCht: '',
        nameChs: '',
        address: '',
        addressCht: '',
        addressChs: '',
        district: null,
        lat: null,
        lon: null,
        status: 1,
        remarks: '',
      };

  const save = useMutation({
    mutationFn: async (values: FormValues): Promise<AddressEstate | null> => {
      const tidValue = { ...values, tid: values.tid ?? null };
      if (!id) return estateApi.create(bodyOf(AddressEstateCreate, tidValue) as never);
      const changed = changedValues(initial, tidValue);
      return Object.keys(changed).length ? estateApi.update(id, bodyOf(AddressEstateUpdate, changed)) : null;
    },
    onSuccess: async (saved) => {
      if (saved === null) feedback.message.info(t('crud:entity.unchanged'));
      else
        feedback.message.success(t(id ? 'crud:entity.saved' : 'crud:entity.created', { name: localName(saved, lang) }));
      await Promise.all(
        [estateApi.queryKey, AUDIT_LOG_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      // A new estate opens as itself, so its buildings can be added.
      if (!id && saved) await navigate(`${ESTATE_PATH}?id=${saved.id}`, { replace: true });
    },
    onError: (error) => showFieldErrors(form, error),
  });

  if (id && estate.isError) return <Alert type="error" showIcon title={estate.error.message} />;
  if (id && !estate.data) return <Spin style={{ display: 'block', margin: 48 }} />;

  const readOnly = id ? !access.estate(estate.data).edit : !access.addEstate;
  const details = (
    <EstateForm
      key={`${id ?? 'new'}-${estate.dataUpdatedAt}`}
      form={form}
      initialValues={initial}
      readOnly={readOnly}
      saving={save.isPending}
      onSave={(values) => save.mutate(values)}
      onCancel={() => void navigate(ESTATE_LIST_PATH)}
    />
  );
  const tabs = [
    { key: 'details', label: t('crud:form.details'), children: details },
    ...(id && estate.data
      ? [
          {
            key: 'buildings',
            label: t('buildings', { count: buildings.data?.total ?? estate.data.buildingCount }),
            children: <EstateBuildings estate={estate.data} />,
          },
          ...(access.estate(estate.data).history
            ? [
                {
                  key: 'history',
                  label: t('crud:form.history'),
                  children: (
                    <HistoryTab
                      resTypeId={ResourceType.HousingEstate}
                      recordId={id}
                      namespace="housingEstate"
                      valueLabel={(field, value) => {
                        if (field === 'district' && value) return t(`district.${String(value)}` as never);
                        if (field === 'tid') return value === null ? t('shared') : tenants.nameOf(Number(value));
                        return undefined;
                      }}
                    />
                  ),
                },
              ]
            : []),
        ]
      : []),
  ];
  return (
    <Card id="estatePage" title={estate.data ? t('editTitle', { name: localName(estate.data, lang) }) : t('newTitle')}>
      <Tabs
        id="estateTabs"
        items={tabs}
        activeKey={params.get('tab') ?? 'details'}
        onChange={(tab) => setParams((current) => ({ ...Object.fromEntries(current), tab }), { replace: true })}
        destroyOnHidden
      />
    </Card>
  );
}
