import { addDays, businessToday } from '@srd/contract';
import { asc } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { DEMO_PNG } from '../file/demo.js';
import { storedFile } from '../file/tables.js';
import { tenant } from '../organisation/tables.js';
import { latestNews } from './tables.js';

/** News in every state the rules allow: published and pending ones with their image, a draft without. */
export async function seedDemoNews(tx: Tx): Promise<void> {
  const [city] = await tx.select({ id: tenant.id }).from(tenant).orderBy(asc(tenant.id)).limit(1);
  const tid = city?.id ?? null;
  const [image] = await tx
    .insert(storedFile)
    .values({
      tid,
      fileName: 'news-banner.png',
      contentType: 'image/png',
      kind: 'image',
      size: DEMO_PNG.length,
      isPublic: true,
      data: DEMO_PNG,
    })
    .returning({ id: storedFile.id });
  const day = (offset: number) => addDays(businessToday(), offset);
  await tx.insert(latestNews).values([
    {
      tid,
      type: 'hot',
      status: 1,
      imageFileId: image!.id,
      publishDate: day(-5),
      expiryDate: day(25),
      title: 'Double points for bottles this month',
      titleCht: '本月膠樽雙倍積分',
      titleChs: '本月胶瓶双倍积分',
      content: '<p>Every PET bottle returned this month earns <strong>double points</strong>.</p>',
      contentCht: '<p>本月每個回收的膠樽可獲<strong>雙倍積分</strong>。</p>',
      contentChs: '<p>本月每个回收的胶瓶可获<strong>双倍积分</strong>。</p>',
    },
    {
      tid,
      type: 'new',
      status: 3,
      imageFileId: image!.id,
      publishDate: day(7),
      expiryDate: null,
      title: 'New kiosks at the harbour front',
      titleCht: '海濱新增回收機',
      titleChs: '海滨新增回收机',
      content: '<p>Three new kiosks open next week.</p>',
      contentCht: '<p>三部新回收機將於下星期啟用。</p>',
      contentChs: '<p>三部新回收机将于下星期启用。</p>',
    },
    {
      tid: null,
      type: 'new',
      status: 2,
      imageFileId: null,
      publishDate: day(14),
      expiryDate: null,
      title: 'Tetra Pak recycling is coming',
      titleCht: '紙包飲品盒回收即將推出',
      titleChs: '纸包饮品盒回收即将推出',
      content: '',
      contentCht: '',
      contentChs: '',
    },
    {
      tid,
      type: 'new',
      status: 5,
      imageFileId: image!.id,
      publishDate: day(-60),
      expiryDate: day(-30),
      title: 'Lunar New Year opening hours',
      titleCht: '農曆新年開放時間',
      titleChs: '农历新年开放时间',
      content: '<p>Kiosks kept their usual hours over the holiday.</p>',
      contentCht: '<p>假期間回收機照常開放。</p>',
      contentChs: '<p>假期间回收机照常开放。</p>',
    },
  ]);
}
