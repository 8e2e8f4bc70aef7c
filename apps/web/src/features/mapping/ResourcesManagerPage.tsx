import { Card, Empty, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLang } from '../../platform/i18n';
import { useMappableResources } from './useMappingOptions';
import { groupedChoices, PARENT_TYPE, resourceItems } from './mappingOptions';
import { ResourceAdminsPanel } from './ResourceAdminsPanel';
import { typeNamed, useTypeOptions } from './resourceTypes';
import { FormItem } from '../../platform/crud/FormItem';

/**
 * Screen ResourcesManager: a resource the caller reaches and the admins who may reach it. The type
 * and the resource are in the URL (`type`, `resId`).
 */
export default function ResourcesManagerPage() {
  const { t } = useTranslation(['mapping', 'menu']);
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const type = typeNamed(params.get('type'));
  const resId = Number(params.get('resId')) || undefined;
  const options = useMappableResources(type);
  const parents = useMappableResources(type && PARENT_TYPE[type]);
  const resource = options.find((option) => option.id === resId);
  const typeOptions = useTypeOptions();

  return (
    <Card id="resourcesManagerPage" title={t('menu:ResourcesManager')}>
      <Form layout="inline" style={{ rowGap: 8, marginBottom: 16 }}>
        <FormItem label={t('resourceType')}>
          <Select
            id="mappingResourceType"
            placeholder={t('chooseType')}
            options={typeOptions}
            value={type}
            onChange={(next) => setParams({ type: next }, { replace: true })}
            style={{ width: 180 }}
          />
        </FormItem>
        <FormItem label={t('resource')}>
          <Select
            id="mappingResource"
            placeholder={t('chooseResource')}
            showSearch={{ optionFilterProp: 'label' }}
            disabled={!type}
            options={groupedChoices(resourceItems(options, parents, lang))}
            value={resource?.id}
            onChange={(next: number) => setParams({ type: type!, resId: String(next) }, { replace: true })}
            style={{ width: 280, maxWidth: '100%' }}
          />
        </FormItem>
      </Form>
      {type && resource ? (
        <ResourceAdminsPanel key={`${type}:${resource.id}`} type={type} resource={resource} />
      ) : (
        <Empty style={{ marginTop: 48 }} description={t('chooseBoth')} />
      )}
    </Card>
  );
}
