import type { Tx } from '../../platform/db/client.js';
import { pubContent } from './tables.js';

/** The platform's public pages in three languages, and a draft that stays private. */
export async function seedDemoPubContent(tx: Tx): Promise<void> {
  await tx.insert(pubContent).values([
    {
      slug: 'terms-of-service',
      status: 1,
      title: 'Terms of Service',
      titleCht: '服務條款',
      titleChs: '服务条款',
      content:
        '<h2>Using the kiosks</h2><p>Points are added after the kiosk confirms each item. Points expire after ' +
        '<strong>12 months</strong>.</p>',
      contentCht: '<h2>使用回收機</h2><p>回收機確認每件物品後會加入積分。積分於<strong>12 個月</strong>後失效。</p>',
      contentChs: '<h2>使用回收机</h2><p>回收机确认每件物品后会加入积分。积分于<strong>12 个月</strong>后失效。</p>',
    },
    {
      slug: 'app-download',
      status: 1,
      title: 'Get the app',
      titleCht: '下載應用程式',
      titleChs: '下载应用程序',
      content:
        "<p>Scan your member code at any kiosk. Download the app from your phone's app store: search for <em>Smart " +
        'Recycling</em>.</p>',
      contentCht: '<p>在任何回收機掃描你的會員碼。請在手機的應用程式商店搜尋<em>智能回收</em>下載。</p>',
      contentChs: '<p>在任何回收机扫描你的会员码。请在手机的应用商店搜索<em>智能回收</em>下载。</p>',
    },
    {
      slug: 'privacy-policy',
      status: 2,
      title: 'Privacy Policy (draft)',
      titleCht: '私隱政策（草稿）',
      titleChs: '隐私政策（草稿）',
      content: '<p>Being reviewed by the legal team.</p>',
      contentCht: '<p>法律團隊審閱中。</p>',
      contentChs: '<p>法律团队审阅中。</p>',
    },
  ]);
}
