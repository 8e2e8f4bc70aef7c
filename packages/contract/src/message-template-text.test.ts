import { describe, expect, it } from 'vitest';
import { errorMessage, ErrorCode } from './errors.js';
import { renderTemplate, TemplateDataMissing, templateProblems } from './message-template-text.js';
import { EVENT_VARIABLES } from './message-templates.js';

const sms = (event: keyof typeof EVENT_VARIABLES, body: string) => templateProblems({ event, channel: 'sms', body });

describe('checking a template', () => {
  it('accepts the variables of its event, lists repeated as sections, and comments', () => {
    expect(sms('alarm.raised', '{{! note }}{{kioskName}} ({{kid}}): {{alarm}}')).toEqual([]);
    expect(
      sms('alarm.digest', '{{count}}{{#alarms}} {{kid}} of {{tenantName}}{{/alarms}}{{^alarms}}none{{/alarms}}'),
    ).toEqual([]);
  });

  it('names a variable the event lacks and lists the ones it has', () => {
    const [problem] = sms('test', 'Hello {{kioskName}}');
    expect(problem).toEqual({
      field: 'body',
      code: ErrorCode.TemplateUnknownVariable,
      values: { variable: 'kioskName', allowed: '{{name}}, {{sentAt}}' },
    });
    expect(errorMessage(problem!.code, 'zh_HK', problem!.values)).toBe(
      '此事件沒有 {{kioskName}}。可用的變數：{{name}}, {{sentAt}}',
    );
    // A list's item variables exist only inside its section.
    expect(sms('alarm.digest', '{{kid}}')[0]?.code).toBe(ErrorCode.TemplateUnknownVariable);
  });

  it('refuses a section over a value that is not a list, and a list printed as one value', () => {
    expect(sms('alarm.raised', '{{#kid}}x{{/kid}}')[0]).toMatchObject({
      code: ErrorCode.TemplateSectionNotList,
      values: { variable: 'kid', lists: '–' },
    });
    expect(sms('alarm.digest', '{{alarms}}')[0]?.code).toBe(ErrorCode.TemplateListAsValue);
  });

  it('refuses a malformed template, saying where, and tags it does not offer', () => {
    expect(sms('alarm.digest', '{{count}} {{#alarms}}{{kid}}')[0]).toMatchObject({
      code: ErrorCode.TemplateMalformed,
      values: { at: expect.stringMatching(/^\d+$/) },
    });
    expect(sms('test', 'Hi {{name')[0]?.code).toBe(ErrorCode.TemplateMalformed);
    expect(sms('test', '{{> partial}}')[0]?.code).toBe(ErrorCode.TemplateTagUnsupported);
    expect(sms('test', '{{=<% %>=}}')[0]?.code).toBe(ErrorCode.TemplateTagUnsupported);
  });

  it("asks for what the channel needs: an e-mail's subject, a WhatsApp template's name", () => {
    const email = templateProblems({ event: 'test', channel: 'email', subject: ' ', body: '{{name}}' });
    expect(email).toEqual([{ field: 'subject', code: ErrorCode.TemplateSubjectRequired }]);
    const subject = templateProblems({ event: 'test', channel: 'email', subject: '{{kid}}', body: '{{name}}' });
    expect(subject[0]).toMatchObject({ field: 'subject', code: ErrorCode.TemplateUnknownVariable });
    const whatsapp = templateProblems({ event: 'test', channel: 'whatsapp', body: '{{name}}' });
    expect(whatsapp).toEqual([{ field: 'whatsappTemplate', code: ErrorCode.TemplateWhatsappNameRequired }]);
  });
});

describe('rendering a template', () => {
  const data = { name: 'Chan <Tai> Man & Co', sentAt: '10:00' };

  it('throws rather than print a blank for a value the data lacks, inside lists too', () => {
    expect(() => renderTemplate({ channel: 'sms', body: '{{name}} at {{sentAt}}' }, { name: 'x' })).toThrow(
      new TemplateDataMissing('sentAt'),
    );
    const digest = { ...EVENT_VARIABLES['alarm.digest'].sample, alarms: [{ kid: 'K1' }] };
    expect(() => renderTemplate({ channel: 'sms', body: '{{#alarms}}{{kid}} {{alarm}}{{/alarms}}' }, digest)).toThrow(
      TemplateDataMissing,
    );
  });

  it('prints text as it is in an SMS: no HTML escaping', () => {
    expect(renderTemplate({ channel: 'sms', body: 'Hi {{name}}' }, data).body).toBe('Hi Chan <Tai> Man & Co');
  });

  it('keeps an e-mail plain text for the channel to escape, with a subject on one line', () => {
    const rendered = renderTemplate(
      { channel: 'email', subject: 'For {{name}}', body: '<b>{{name}}</b> {{{sentAt}}}' },
      { name: 'Eve\r\nBcc: victim@example.com', sentAt: '<i>' },
    );
    expect(rendered.subject).toBe('For Eve Bcc: victim@example.com');
    expect(rendered.body).toBe('<b>Eve\r\nBcc: victim@example.com</b> <i>');
  });

  it("gives WhatsApp the values in the order the text prints them, a list's section as one", () => {
    const rendered = renderTemplate(
      { channel: 'whatsapp', body: '{{count}} alarms{{#alarms}}, {{kid}}{{/alarms}} for {{tenantName}}' },
      EVENT_VARIABLES['alarm.digest'].sample,
    );
    expect(rendered.params).toEqual(['3', ', RVM-TP-001, RVM-ST-004, BIN-MK-010', 'Green Hong Kong']);
    expect(rendered.body).toBe('3 alarms, RVM-TP-001, RVM-ST-004, BIN-MK-010 for Green Hong Kong');
  });

  it('renders every event with its own sample data', () => {
    for (const { values, lists, sample } of Object.values(EVENT_VARIABLES)) {
      const body = [
        ...values.map((name) => `{{${name}}}`),
        ...Object.keys(lists).map((list) => `{{#${list}}}x{{/${list}}}`),
      ];
      expect(() => renderTemplate({ channel: 'sms', body: body.join(' ') }, sample)).not.toThrow();
    }
  });
});
