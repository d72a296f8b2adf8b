import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider, type IntlConfig } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';

export interface FirstScreenInput {
  locale: string;
  /** The locale's catalogue (the shell's and the form factor's areas at least), as the JSON holds it. */
  messages: Record<string, string>;
  demo: boolean;
}

/** A text the shell lacks would be painted as its id: the build fails instead. */
const failOnTextDefect: IntlConfig['onError'] = (error) => {
  throw error;
};

/**
 * A form factor's first screen as HTML, drawn at its route in the locale's words, for the build
 * to put in the page (scripts/build/first-screen.mjs): it paints with no script.
 */
export function renderFirstScreenAt(
  path: string,
  { locale, messages }: FirstScreenInput,
  screen: ReactElement,
) {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <IntlProvider locale={locale} messages={messages} defaultLocale="en-US" onError={failOnTextDefect}>
        {screen}
      </IntlProvider>
    </MemoryRouter>,
  );
}
