import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createMemoryStorage } from '../../../src/adapters/storage/memory-storage';
import { createLocalLanguageStore } from '../../../src/adapters/storage/language-store.adapter';
import { createLocalSessionStore } from '../../../src/adapters/storage/session-store.adapter';
import {
  createCurrentLocale,
  createLanguageServices,
} from '../../../src/application/preferences/language-services';

function ports() {
  const storage = createMemoryStorage();
  return { languages: createLocalLanguageStore(storage), sessions: createLocalSessionStore(storage) };
}

describe('the language services', () => {
  it('keep the chosen language and rewrite the stored session langType', () => {
    const { languages, sessions } = ports();
    sessions.save({ token: 't', userId: '1', email: 'a@example.com', canPurchase: '1', langType: 'en-US' });
    const services = createLanguageServices({ languages, sessions });
    createActor(services.machine, { input: services.input })
      .start()
      .send({ type: 'language.choose', command: 2 });
    expect(languages.load()).toBe('zh-CN');
    expect(sessions.load()?.langType).toBe('zh-CN');
    expect(sessions.load()?.token).toBe('t');
  });

  it('store no session when nobody is signed in', () => {
    const { languages, sessions } = ports();
    const services = createLanguageServices({ languages, sessions });
    createActor(services.machine, { input: services.input })
      .start()
      .send({ type: 'language.choose', command: 2 });
    expect(sessions.load()).toBeNull();
  });

  it('start from the language kept on the last visit, which the current locale reads too', () => {
    const { languages, sessions } = ports();
    expect(createCurrentLocale({ languages }).current()).toBe('en-US');
    languages.save('ja');
    expect(createLanguageServices({ languages, sessions }).input.saved).toBe('ja');
    expect(createCurrentLocale({ languages }).current()).toBe('ja');
  });
});
