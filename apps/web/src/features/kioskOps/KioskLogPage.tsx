import { Card, DatePicker, Flex, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../platform/crud/FilterBar';
import { useListState } from '../../platform/crud/useListState';
import { CommandTable } from './CommandTable';
import { rangeFromForm, rangeToForm } from '../../platform/crud/dateRangeFilter';
import { useCommandOptions, useCommandStatusOptions } from './labels';
import { OPS_LIST_STATE } from './listQuery';
import { FormItem } from '../../platform/crud/FormItem';
import { TenantFilter } from '../../platform/resources/TenantFilter';

/** Screen KioskLog: the commands sent to the kiosks in reach and where each stands. */
export default function KioskLogPage() {
  const { t } = useTranslation(['kioskOps', 'crud']);
  const [state, setState] = useListState(OPS_LIST_STATE);
  const commandOptions = useCommandOptions();
  const statusOptions = useCommandStatusOptions();
  return (
    <Card id="kioskLogPage" title={t('titles.log')}>
      <Flex vertical gap="middle">
        <FilterBar
          id="commandFilters"
          state={state}
          onStateChange={setState}
          toForm={rangeToForm}
          fromForm={rangeFromForm}
        >
          <FormItem name="kid" label={t('fields.kid')}>
            <Input id="commandFilterKid" allowClear maxLength={40} style={{ width: 140 }} />
          </FormItem>
          <TenantFilter id="commandFilterTenant" label={t('fields.tenant')} />
          <FormItem name="command" label={t('fields.command')}>
            <Select id="commandFilterCommand" allowClear options={commandOptions} style={{ minWidth: 140 }} />
          </FormItem>
          <FormItem name="status" label={t('fields.status')}>
            <Select id="commandFilterStatus" allowClear options={statusOptions} style={{ minWidth: 120 }} />
          </FormItem>
          <FormItem name="range" label={t('fields.range')}>
            <DatePicker.RangePicker id="commandFilterRange" />
          </FormItem>
        </FilterBar>
        <CommandTable id="commandTable" state={state} onStateChange={setState} />
      </Flex>
    </Card>
  );
}
