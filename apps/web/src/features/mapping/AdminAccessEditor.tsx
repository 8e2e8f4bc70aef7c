import { Col, Empty, Flex, Row, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MAPPING_RESOURCE_TYPES } from '@srd/contract';
import { useProfile } from '../../platform/profile';
import { useMappableAdmins } from './useMappingOptions';
import { AdminPicker } from './AdminPicker';
import { AdminResourcesPanel } from './AdminResourcesPanel';
import { typeNamed, useTypeLabel } from './resourceTypes';

/**
 * Left, the admins of the caller's scope; right, what the chosen one may reach, a tab per resource
 * type. The admin and the type are in the URL (`adminId`, `type`), so the grants list can link here.
 */
export function AdminAccessEditor() {
  const { t } = useTranslation('mapping');
  const typeLabel = useTypeLabel();
  const profile = useProfile();
  const [params, setParams] = useSearchParams();
  const { users, loading } = useMappableAdmins();
  const adminId = Number(params.get('adminId')) || undefined;
  const type = typeNamed(params.get('type')) ?? MAPPING_RESOURCE_TYPES[0]!.name;
  const admin = users.find((user) => user.id === adminId);
  const update = (changes: Record<string, string>) =>
    setParams((current) => ({ ...Object.fromEntries(current), ...changes }), { replace: true });
  const lockedReason = admin?.id === profile.id ? t('ownAccount') : undefined;

  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} lg={8} xl={7}>
        <AdminPicker
          users={users}
          loading={loading}
          selected={admin?.id}
          onSelect={(id) => update({ adminId: String(id) })}
        />
      </Col>
      <Col xs={24} lg={16} xl={17}>
        {admin ? (
          <Flex vertical id="mappingAdminEditor" data-admin-id={admin.id}>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {t('adminReach', { name: admin.resName })}
            </Typography.Title>
            {/* Panes stay mounted once opened: an unsaved draft survives a look at another type. */}
            <Tabs
              id="mappingTypeTabs"
              key={admin.id}
              activeKey={type}
              onChange={(next) => update({ type: next })}
              items={MAPPING_RESOURCE_TYPES.map(({ name }) => ({
                key: name,
                label: typeLabel(name),
                children: <AdminResourcesPanel adminId={admin.id} type={name} lockedReason={lockedReason} />,
              }))}
            />
          </Flex>
        ) : (
          <Empty style={{ marginTop: 48 }} description={t('chooseAdmin')} />
        )}
      </Col>
    </Row>
  );
}
