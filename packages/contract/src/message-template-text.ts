import Mustache from 'mustache';
import { ErrorCode } from './errors.js';
import { EVENT_VARIABLES, type TemplateChannel, type TemplateData, type TemplateEvent } from './message-templates.js';

/*
 * Message templates are Mustache: `{{name}}` prints a value, `{{#alarms}}…{{/alarms}}` repeats over a list and
 * `{{^alarms}}…{{/alarms}}` shows when it is empty, `{{! … }}` is a comment. The check runs where the form is
 * (live) and where the server saves, so a template never names a value its event lacks; rendering refuses data
 * that lacks a value the template prints, so no message goes out with a blank where a value belongs.
 */

/** Mustache's parse tree: [type, name, start, end, children of a section, start of its closing tag]. */
type Token = [type: string, value: string, start: number, end: number, children?: Token[], closeAt?: number];

/** Why a template cannot be saved, on which field, with the values its message names. */
export interface TemplateProblem {
  field: 'subject' | 'body' | 'whatsappTemplate';
  code: ErrorCode;
  values?: Record<string, string>;
}

/** What a template's variables may name at one point: the event's values, and inside a list its item's too. */
interface Scope {
  values: readonly string[];
  lists: Readonly<Record<string, readonly string[]>>;
}

const listed = (names: readonly string[]) => names.map((name) => `{{${name}}}`).join(', ');

function parse(text: string): Token[] | { at: string } {
  try {
    return Mustache.parse(text) as Token[];
  } catch (error) {
    return { at: /at (\d+)/.exec(String(error))?.[1] ?? '0' };
  }
}

function tokenProblem(token: Token, scope: Scope): Omit<TemplateProblem, 'field'> | undefined {
  const [type, name] = token;
  if (type === 'text' || type === '!') return undefined;
  if (type === '>' || type === '=') return { code: ErrorCode.TemplateTagUnsupported, values: { tag: `{{${type}` } };
  const lists = Object.keys(scope.lists);
  if (type === '#' || type === '^') {
    if (name in scope.lists) {
      const item = { values: [...scope.values, ...scope.lists[name]!], lists: {} };
      return tokensProblem(token[4] ?? [], item);
    }
    return { code: ErrorCode.TemplateSectionNotList, values: { variable: name, lists: listed(lists) || '–' } };
  }
  if (scope.values.includes(name)) return undefined;
  if (name in scope.lists) return { code: ErrorCode.TemplateListAsValue, values: { variable: name } };
  return { code: ErrorCode.TemplateUnknownVariable, values: { variable: name, allowed: listed(scope.values) } };
}

function tokensProblem(tokens: Token[], scope: Scope): Omit<TemplateProblem, 'field'> | undefined {
  for (const token of tokens) {
    const problem = tokenProblem(token, scope);
    if (problem) return problem;
  }
  return undefined;
}

/** The first problem of one template text for `event`, if any. */
export function textProblem(event: TemplateEvent, text: string): Omit<TemplateProblem, 'field'> | undefined {
  const tokens = parse(text);
  if (!Array.isArray(tokens)) return { code: ErrorCode.TemplateMalformed, values: tokens };
  return tokensProblem(tokens, EVENT_VARIABLES[event]);
}

/** Everything wrong with a template as a form or a save holds it: its texts, and what its channel needs. */
export function templateProblems(template: {
  event: TemplateEvent;
  channel: TemplateChannel;
  subject?: string | null;
  body: string;
  whatsappTemplate?: string | null;
}): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  if (template.channel === 'email') {
    const subject = template.subject?.trim();
    const problem = subject ? textProblem(template.event, subject) : { code: ErrorCode.TemplateSubjectRequired };
    if (problem) problems.push({ field: 'subject', ...problem });
  }
  if (template.channel === 'whatsapp' && !template.whatsappTemplate?.trim()) {
    problems.push({ field: 'whatsappTemplate', code: ErrorCode.TemplateWhatsappNameRequired });
  }
  const body = textProblem(template.event, template.body);
  if (body) problems.push({ field: 'body', ...body });
  return problems;
}

/** Data lacks a value a template prints: the message is not written rather than sent with a blank. */
export class TemplateDataMissing extends Error {
  constructor(readonly variable: string) {
    super(`The template prints {{${variable}}}, which the data lacks`);
  }
}

type Context = Record<string, unknown>;

function lookup(stack: Context[], name: string): unknown {
  for (const context of stack) if (Object.hasOwn(context, name)) return context[name];
  return undefined;
}

/** Throws TemplateDataMissing for the first value the tokens print that `stack` lacks. */
function assertPresent(tokens: Token[], stack: Context[]): void {
  for (const token of tokens) {
    const [type, name] = token;
    if (type !== 'name' && type !== '&' && type !== '#' && type !== '^') continue;
    const value = lookup(stack, name);
    if (value === undefined || value === null) throw new TemplateDataMissing(name);
    if (type === '#' && Array.isArray(value)) {
      for (const item of value as Context[]) assertPresent(token[4] ?? [], [item, ...stack]);
    }
  }
}

// Message texts are plain text on every channel: the e-mail channel escapes its HTML part itself.
const PLAIN = { escape: (value: unknown) => String(value) };

/** Renders a checked template text; throws TemplateDataMissing rather than print a blank. */
export function renderText(text: string, data: TemplateData): string {
  assertPresent(Mustache.parse(text) as Token[], [data]);
  return Mustache.render(text, data, {}, PLAIN);
}

/**
 * The WhatsApp template's parameters: each value the body prints, in the order it prints them (a list's section
 * gives one parameter of its whole text), as Meta's approved template numbers them.
 */
export function whatsappParams(body: string, data: TemplateData): string[] {
  const tokens = Mustache.parse(body) as Token[];
  assertPresent(tokens, [data]);
  return tokens.flatMap(([type, name, , end, , closeAt]) => {
    if (type === 'name' || type === '&') return [Mustache.render(`{{&${name}}}`, data, {}, PLAIN)];
    if (type !== '#' && type !== '^') return [];
    return [Mustache.render(`{{${type}${name}}}${body.slice(end, closeAt)}{{/${name}}}`, data, {}, PLAIN)];
  });
}

export interface RenderedMessage {
  subject: string | null;
  body: string;
  params: string[] | null;
}

/** A template rendered for its channel: the e-mail subject on one line, WhatsApp's parameters. */
export function renderTemplate(
  template: { channel: TemplateChannel; subject?: string | null; body: string },
  data: TemplateData,
): RenderedMessage {
  const subject =
    template.channel === 'email' && template.subject
      ? renderText(template.subject, data).replace(/\s*[\r\n]+\s*/g, ' ')
      : null;
  const params = template.channel === 'whatsapp' ? whatsappParams(template.body, data) : null;
  return { subject, body: renderText(template.body, data), params };
}
