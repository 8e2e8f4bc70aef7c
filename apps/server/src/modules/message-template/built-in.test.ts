import {
  EVENT_VARIABLES,
  LANGS,
  renderTemplate,
  TEMPLATE_CHANNELS,
  TEMPLATE_EVENTS,
  templateProblems,
} from '@srd/contract';
import { describe, expect, it } from 'vitest';
import { builtInTemplate } from './built-in.js';

describe('the built-in templates', () => {
  it('pass the save check and render with sample data, for every event, channel and language', () => {
    for (const event of TEMPLATE_EVENTS) {
      for (const channel of TEMPLATE_CHANNELS) {
        for (const lang of LANGS) {
          const template = { event, channel, ...builtInTemplate(event, channel, lang) };
          expect(templateProblems(template), `${event} ${channel} ${lang}`).toEqual([]);
          const rendered = renderTemplate(template, EVENT_VARIABLES[event].sample);
          expect(rendered.body).not.toMatch(/\{\{|\}\}/);
        }
      }
    }
  });
});
