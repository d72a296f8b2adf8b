import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider, type IntlConfig } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { FirstScreenShell } from './first-screen-shell';

export interface FirstScreenInput {
  locale: string;
  /** The locale's catalogue (the shell's and the mobile areas at least), as the JSON holds it. */
  messages: Record<string, string>;
  demo: boolean;
}

/** A text the shell lacks would be painted as its id: the build fails instead. */
const failOnTextDefect: IntlConfig['onError'] = (error) => {
  throw error;
};

/** The mobile home's first screen as HTML, for the build to put in the page (no script needed). */
export function renderFirstScreen({ locale, messages, demo }: FirstScreenInput): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <IntlProvider locale={locale} messages={messages} defaultLocale="en-US" onError={failOnTextDefect}>
        <FirstScreenShell demo={demo} />
      </IntlProvider>
    </MemoryRouter>,
  );
}
