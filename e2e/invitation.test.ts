import { userManageActions } from '@srd/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganisation } from '../apps/server/src/test/organisation.js';
import { linkIn, startSmtpPeer, type SmtpPeer } from '../apps/server/src/test/smtp-peer.js';
import { ADMIN_PASSWORD, startAppWithFixtures } from './support/app.js';
import { openBrowser, screenshot } from './support/browser.js';
import { chooseOption, rowsOf, signIn } from './support/journey.js';

let peer: SmtpPeer;
let app: Awaited<ReturnType<typeof startAppWithFixtures>>;
beforeAll(async () => {
  peer = await startSmtpPeer();
  app = await startAppWithFixtures({ smtpUrl: peer.url });
  await seedOrganisation(app.db, { tenants: [5] });
});
afterAll(async () => {
  await app.close();
  await peer.close();
});

const EMAIL = 'mei.chan@kiosk.example';
const LOGIN_ID = 'mei.chan';
const PASSWORD = 'Recycle#2026hk';
const rows = rowsOf('adminTable');

/** Fills and sends the invitation dialog. */
async function invite(page: Page, roleName: string): Promise<void> {
  await page.click('#adminInvite');
  await page.locator('#inviteForm').waitFor();
  await page.fill('#invite-email', EMAIL);
  await page.fill('#invite-adminName', 'Mei Chan');
  await chooseOption(page, '#invite-roleIds', roleName);
  await chooseOption(page, '#invite-tid', 'Tenant 5');
}

describe('admin invitation (zh_HK)', () => {
  it('an admin invites by e-mail; the invitee opens the link, chooses login id and password, signs in', async () => {
    const role = await app.createRole({ name: 'Kiosk viewer', actions: [userManageActions.view] });
    const { page } = await openBrowser({ locale: 'zh-HK' });
    await signIn(page, app.url, 'admin', ADMIN_PASSWORD);
    await page.goto(`${app.url}/access/adminList`);
    await page.locator('#adminListPage').waitFor();

    await invite(page, role.name);
    await screenshot(page, 'invite-dialog-zh_HK');
    await page.click('#inviteSend');
    await page.locator('.ant-message').getByText(`已向 ${EMAIL} 發送邀請`).waitFor();
    const invited = page.locator(rows).filter({ hasText: EMAIL });
    await invited.locator('.ant-tag[data-status="2"]').getByText('待啟用').waitFor();
    expect(peer.lastMailTo(EMAIL).subject).toBe('智能回收管理平台帳戶邀請');

    // The same e-mail again: the account waits for activation, and the dialog offers to resend (10042).
    await invite(page, role.name);
    await page.click('#inviteSend');
    const offer = page.locator('.ant-modal-confirm');
    await offer.locator('.ant-modal-confirm-title').getByText('帳戶已存在但尚未啟用，要重新發送邀請嗎？').waitFor();
    await screenshot(page, 'invite-resend-offer-zh_HK');
    await offer.getByRole('button', { name: '重新發送邀請' }).click();
    await expect.poll(() => peer.received.filter((mail) => mail.to.includes(EMAIL)).length).toBe(2);
    await page.locator('#inviteForm').waitFor({ state: 'detached' });
    await screenshot(page, 'invite-list-pending-zh_HK');

    // The newest e-mail's link, as the invitee's mail program shows it.
    const mail = peer.lastMailTo(EMAIL);
    expect(mail.text).toContain('邀請你使用智能回收管理平台');
    const link = linkIn(mail.text, `${app.url}/accountActivation?`);

    const { page: invitee } = await openBrowser({ locale: 'zh-HK' });
    await invitee.goto(link.toString());
    await invitee.locator('#activationForm').waitFor();
    expect(await invitee.locator('#activation-email').inputValue()).toBe(EMAIL);
    expect(await invitee.locator('#activation-loginId').inputValue()).toBe(EMAIL);

    // The password rules and the confirmation, before anything is sent.
    await invitee.fill('#activation-loginId', LOGIN_ID);
    await invitee.fill('#activation-newPassword', 'abcdefgh');
    await invitee.fill('#activation-confirmPassword', 'abcdefgx');
    await invitee.click('#activationSubmit');
    await invitee
      .locator('#activationForm')
      .getByText('至少 8 個字元，並包含大寫字母、小寫字母、數字及符號中至少三類')
      .waitFor();
    await invitee.locator('#activationForm').getByText('兩次輸入的密碼不一致！').waitFor();
    await screenshot(invitee, 'activation-form-errors-zh_HK');

    await invitee.fill('#activation-newPassword', PASSWORD);
    await invitee.fill('#activation-confirmPassword', PASSWORD);
    await invitee.fill('#activation-firstName', 'Mei');
    await invitee.fill('#activation-lastName', 'Chan');
    await invitee.click('#activationSubmit');
    await invitee.waitForURL(`${app.url}/login`);
    await invitee.locator('.ant-message').getByText('你的帳戶已啟用，請以登入名稱及密碼登入。').waitFor();
    await screenshot(invitee, 'activation-done-zh_HK');

    await signIn(invitee, app.url, LOGIN_ID, PASSWORD);
    await invitee.locator('#userMenu').waitFor();
    await screenshot(invitee, 'activation-signed-in-zh_HK');

    // The link works once: opened again, it says the account is active.
    const again = await openBrowser({ locale: 'zh-HK' });
    await again.page.goto(link.toString());
    const refused = again.page.locator('#activationRefused[data-state="activated"]');
    await refused.getByText('你的帳戶已啟用，請登入').waitFor();
    await screenshot(again.page, 'activation-link-used-zh_HK');
  });
});
