import { Descriptions, Spin, Table, Tag, Typography } from 'antd';
import Cookies from 'js-cookie';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Receipt } from '@srd/contract';
import { request } from '../../platform/api';
import { formatDate } from '../../platform/format/date';
import { LANGUAGE_COOKIE, setLanguage } from '../../platform/i18n';
import { PublicFrame } from '../../platform/public/PublicFrame';

/** `GET /receipt?t=`, without a session; quiet: the page says when the link is not a receipt's. */
const fetchReceipt = (token: string) =>
  request<Receipt>('GET', `/receipt?t=${encodeURIComponent(token)}`, { quiet: true });

/**
 * `/receipt?t=` (SPEC 2, public): one recycling visit for whoever holds its link, as a kiosk prints it in a QR code:
 * where and when, the items, the points earned and any rebate. It reads in the member's language unless the visitor
 * chose one.
 */
export function ReceiptPage() {
  const { t } = useTranslation('public');
  const token = useSearchParams()[0].get('t') ?? '';
  // Public pages run without the signed-in providers (no query cache): a plain effect.
  const [loaded, setLoaded] = useState<{ receipt?: Receipt; loading: boolean }>({ loading: token !== '' });
  useEffect(() => {
    if (!token) return;
    let current = true;
    fetchReceipt(token).then(
      (receipt) => {
        if (!current) return;
        if (!Cookies.get(LANGUAGE_COOKIE)) void setLanguage(receipt.lang);
        setLoaded({ receipt, loading: false });
      },
      () => current && setLoaded({ loading: false }),
    );
    return () => {
      current = false;
    };
  }, [token]);
  const { receipt, loading } = loaded;
  return (
    <PublicFrame page="/receipt" heading={t('pages.receipt.title')} wide>
      {loading ? (
        <Spin style={{ display: 'block' }} />
      ) : receipt ? (
        <div id="receipt">
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'kiosk', label: t('receipt.kiosk'), children: `${receipt.kioskName} (${receipt.kid})` },
              { key: 'time', label: t('receipt.time'), children: formatDate(receipt.tranDttm) },
              ...(receipt.tenantName
                ? [{ key: 'tenant', label: t('receipt.tenant'), children: receipt.tenantName }]
                : []),
            ]}
          />
          <Table
            id="receiptItems"
            size="small"
            pagination={false}
            rowKey={(_, index) => String(index)}
            style={{ margin: '16px 0' }}
            dataSource={receipt.items}
            columns={[
              { key: 'material', title: t('receipt.material'), render: (_, item) => item.materialName },
              { key: 'count', title: t('receipt.count'), align: 'right', render: (_, item) => item.count },
              {
                key: 'weight',
                title: t('receipt.weight'),
                align: 'right',
                render: (_, item) => t('receipt.kg', { kg: item.weightKg }),
              },
              { key: 'points', title: t('receipt.points'), align: 'right', render: (_, item) => item.points },
            ]}
          />
          <Typography.Title level={4} id="receiptEarned" style={{ textAlign: 'center', margin: 0 }}>
            {receipt.member ? t('receipt.earned', { points: receipt.earnedPoints }) : t('receipt.anonymous')}
          </Typography.Title>
          {receipt.rebateAmount > 0 && (
            <Typography.Paragraph style={{ textAlign: 'center', margin: '8px 0 0' }}>
              {t('receipt.rebate', { amount: receipt.rebateAmount.toFixed(2) })}
            </Typography.Paragraph>
          )}
          {receipt.review && (
            <div style={{ textAlign: 'center', marginTop: 8 }}>
              <Tag
                color={receipt.review === 'approved' ? 'success' : receipt.review === 'rejected' ? 'error' : 'warning'}
              >
                {t(`receipt.reviews.${receipt.review}`)}
              </Tag>
            </div>
          )}
        </div>
      ) : (
        <Typography.Paragraph id="publicPageText" style={{ margin: 0, textAlign: 'center' }}>
          {t('receipt.invalid')}
        </Typography.Paragraph>
      )}
    </PublicFrame>
  );
}
