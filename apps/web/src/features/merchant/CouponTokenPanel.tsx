import { EyeInvisibleOutlined, EyeOutlined, SyncOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { merchantShopActions, type Shop } from '@srd/contract';
import { AUDIT_LOG_KEY } from '../../platform/crud/auditLog';
import { useCan } from '../../platform/crud/Can';
import { feedback } from '../../platform/feedback';
import { formatDate } from '../../platform/format/date';
import { fetchCouponToken, rotateCouponToken, shopApi } from './api';
import { awaitedConfirm } from '../../platform/popconfirm';

/**
 * The shop's coupon valid token (e-voucher validation): masked, shown whole on demand, and replaced
 * by a new random one after a confirmation. Both need the shop edit action.
 */
export function CouponTokenPanel({ shop }: { shop: Shop }) {
  const { t } = useTranslation(['shop', 'crud']);
  const can = useCan();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<string | null>(null);
  const reveal = useMutation({
    mutationFn: () => fetchCouponToken(shop.id),
    onSuccess: (token) => setShown(token.couponValidToken),
  });
  const rotate = useMutation({
    mutationFn: () => rotateCouponToken(shop.id),
    onSuccess: async (token) => {
      setShown(token.couponValidToken);
      feedback.message.success(t('token.rotated'));
      await Promise.all(
        [shopApi.queryKey, AUDIT_LOG_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
  const mayEdit = can(merchantShopActions.edit);
  return (
    <Descriptions id="shopToken" size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }} bordered>
      <Descriptions.Item label={t('fields.couponValidToken')}>
        <Space wrap>
          <Typography.Text id="shopTokenValue" code copyable={shown ? { text: shown } : false}>
            {shown ?? shop.couponValidTokenMasked}
          </Typography.Text>
          {mayEdit && (
            <Button
              id="shopTokenReveal"
              size="small"
              icon={shown ? <EyeInvisibleOutlined /> : <EyeOutlined />}
              loading={reveal.isPending}
              onClick={() => (shown ? setShown(null) : reveal.mutate())}
            >
              {t(shown ? 'token.hide' : 'token.show')}
            </Button>
          )}
          {mayEdit && (
            <Popconfirm
              title={t('token.rotateConfirm')}
              description={t('token.rotateHint')}
              okText={t('token.rotate')}
              cancelText={t('crud:confirm.cancel')}
              okButtonProps={{ id: 'shopTokenRotateConfirm', danger: true }}
              onConfirm={awaitedConfirm(() => rotate.mutateAsync())}
            >
              <Button id="shopTokenRotate" size="small" danger icon={<SyncOutlined />} loading={rotate.isPending}>
                {t('token.rotate')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.couponTokenRotatedAt')}>
        {formatDate(shop.couponTokenRotatedAt)}
      </Descriptions.Item>
    </Descriptions>
  );
}
