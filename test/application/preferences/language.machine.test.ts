import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { languageMachine } from '../../../src/application/preferences/language.machine';
import {
  selectLanguageCommand,
  selectLanguageMenuOpen,
  selectLocale,
} from '../../../src/application/preferences/language.selectors';
import { localeForCommand, type LanguageCommand, type Locale } from '../../../src/domain/locale/locale';

function startLanguage(saved: Locale | null) {
  const persisted: Locale[] = [];
  const machine = languageMachine().provide({
    actions: { persistLocale: (_, { locale }: { locale: Locale }) => void persisted.push(locale) },
  });
  const actor = createActor(machine, { input: { saved } }).start();
  return { actor, persisted };
}

describe('language machine', () => {
  it('starts in English when nothing was saved', () => {
    const { actor } = startLanguage(null);
    expect(selectLocale(actor.getSnapshot())).toBe('en-US');
    expect(selectLanguageCommand(actor.getSnapshot())).toBe(1);
  });

  it('starts in the language saved on the last visit', () => {
    const { actor } = startLanguage('ja');
    expect(selectLocale(actor.getSnapshot())).toBe('ja');
  });

  it('maps menu commands 1-4 to en-US, zh-CN, ko and ja and persists each choice', () => {
    const { actor, persisted } = startLanguage(null);
    const chosen = ([1, 2, 3, 4] as const).map((command) => {
      actor.send({ type: 'language.choose', command });
      return selectLocale(actor.getSnapshot());
    });
    expect(chosen).toEqual(['en-US', 'zh-CN', 'ko', 'ja']);
    expect(persisted).toEqual(['en-US', 'zh-CN', 'ko', 'ja']);
  });

  it('follows the dropdown visibility and closes the menu when a language is chosen', () => {
    const { actor } = startLanguage(null);
    actor.send({ type: 'menu.visibilityChanged', open: true });
    expect(selectLanguageMenuOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'language.choose', command: 2 });
    expect(selectLanguageMenuOpen(actor.getSnapshot())).toBe(false);
  });

  it('fails loudly when the composition root forgot to provide persistence', () => {
    const actor = createActor(languageMachine(), { input: { saved: null } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send({ type: 'language.choose', command: 2 });
    expect(String(errors[0])).toContain('persistLocale not provided');
  });

  it('after any sequence of events the locale is the last chosen one and every choice was persisted', () => {
    const event = fc.oneof(
      fc
        .constantFrom<LanguageCommand>(1, 2, 3, 4)
        .map((command) => ({ type: 'language.choose' as const, command })),
      fc.boolean().map((open) => ({ type: 'menu.visibilityChanged' as const, open })),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        const { actor, persisted } = startLanguage(null);
        for (const e of events) actor.send(e);
        const choices = events.filter((e) => e.type === 'language.choose');
        const last = choices.at(-1);
        const expected = last ? localeForCommand(last.command) : 'en-US';
        expect(selectLocale(actor.getSnapshot())).toBe(expected);
        expect(persisted).toHaveLength(choices.length);
      }),
    );
  });
});
