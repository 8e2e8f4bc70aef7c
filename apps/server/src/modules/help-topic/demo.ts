import type { Tx } from '../../platform/db/client.js';
import { helpTopic } from './tables.js';

/** A few answers staff look up, in the three languages. */
export async function seedDemoHelpTopics(tx: Tx): Promise<void> {
  await tx.insert(helpTopic).values([
    {
      category: 'Kiosks',
      sortOrder: 10,
      title: 'A kiosk shows "Bin full"',
      titleCht: '回收機顯示「回收箱已滿」',
      titleChs: '回收机显示“回收箱已满”',
      content:
        '<p>The bin reached its full weight or depth.</p><ol><li>Open <strong>Kiosk alerts</strong> to see since ' +
        'when.</li><li>Arrange a collection; the alert clears after the bin is emptied.</li></ol>',
      contentCht:
        '<p>回收箱已達滿載重量或深度。</p><ol><li>開啟<strong>回收機警報</strong>查看開始時間。</li><li>安排收集；清空後警報會自動解除。</li></ol>',
      contentChs:
        '<p>回收箱已达满载重量或深度。</p><ol><li>打开<strong>回收机警报</strong>查看开始时间。</li><li>安排收集；清空后警报会自动解除。</li></ol>',
    },
    {
      category: 'Kiosks',
      sortOrder: 20,
      title: 'Restarting a kiosk remotely',
      titleCht: '遙距重新啟動回收機',
      titleChs: '远程重新启动回收机',
      content:
        '<p>On the kiosk page choose <em>Send reboot</em>. The kiosk reports a heartbeat again within a few ' +
        'minutes.</p>',
      contentCht: '<p>在回收機頁面選擇<em>發送重新啟動</em>，回收機會在數分鐘內再次回報心跳。</p>',
      contentChs: '<p>在回收机页面选择<em>发送重新启动</em>，回收机会在数分钟内再次回报心跳。</p>',
    },
    {
      category: 'Members',
      sortOrder: 10,
      title: 'A member asks about missing points',
      titleCht: '會員查詢遺失積分',
      titleChs: '会员查询遗失积分',
      content:
        '<p>Look the member up, then check <strong>Recycle history</strong> for the visit. Points are added once ' +
        'the kiosk has sent the transaction.</p>',
      contentCht: '<p>先搜尋該會員，再於<strong>回收記錄</strong>查看該次回收。回收機傳送交易後便會加入積分。</p>',
      contentChs: '<p>先搜索该会员，再于<strong>回收记录</strong>查看该次回收。回收机发送交易后便会加入积分。</p>',
    },
    {
      category: 'Programs',
      sortOrder: 10,
      status: 0,
      title: 'Publishing a program',
      titleCht: '發佈計劃',
      titleChs: '发布计划',
      content:
        '<p>Save it as <em>Draft</em> while you prepare it, set it to <em>Pending</em> for review, then ' +
        '<em>Active</em> on its first day.</p>',
      contentCht: '<p>準備期間儲存為<em>草稿</em>，提交審閱時設為<em>待發佈</em>，開始當日設為<em>生效</em>。</p>',
      contentChs: '<p>准备期间保存为<em>草稿</em>，提交审阅时设为<em>待发布</em>，开始当日设为<em>生效</em>。</p>',
    },
  ]);
}
