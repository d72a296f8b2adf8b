import type { MenuProps } from 'antd';
import { useIntl } from 'react-intl';
import {
  selectLanguageCommand,
  selectLanguageMenuOpen,
  selectLocale,
} from '../../../application/preferences/language.selectors';
import { LOCALES, type LanguageCommand, type Locale } from '../../../domain/locale/locale';
import { useLanguageRef, useLanguageSelector } from '../../shared/language-actor';
import { languageNames } from '../../shared/common.messages';
import { languageTriggerMessage } from '../desktop.messages';
import { ChevronDownIcon, GlobeIcon } from './shell-icons';
import { LazyDropdown } from '../shared/lazy-dropdown';
import { headerPopupContainer } from './header-popup-container';

/** Menu keys are the SPEC's language commands '1'..'4'; anything else is ignored. */
function toCommand(key: string): LanguageCommand | null {
  const command = Number(key);
  return command >= 1 && command <= LOCALES.length && Number.isInteger(command)
    ? (command as LanguageCommand)
    : null;
}

/** SPEC section 1: the always-visible language menu; the language machine owns its state. */
export function LanguageSwitcher() {
  const locale = useLanguageSelector(selectLocale);
  const command = useLanguageSelector(selectLanguageCommand);
  const open = useLanguageSelector(selectLanguageMenuOpen);
  const { send } = useLanguageRef();
  return (
    <LanguageMenu
      locale={locale}
      command={command}
      open={open}
      onChoose={(chosen) => send({ type: 'language.choose', command: chosen })}
      onOpenChange={(next) => send({ type: 'menu.visibilityChanged', open: next })}
    />
  );
}

interface LanguageMenuProps {
  locale: Locale;
  command: LanguageCommand;
  open: boolean;
  onChoose: (command: LanguageCommand) => void;
  onOpenChange: (open: boolean) => void;
}

/** The language menu and its button, as the app and the build's painted header draw them. */
export function LanguageMenu({ locale, command, open, onChoose, onOpenChange }: LanguageMenuProps) {
  const intl = useIntl();
  const current = intl.formatMessage(languageNames[locale]);

  const menu: MenuProps = {
    selectable: true,
    selectedKeys: [String(command)],
    items: LOCALES.map((option, index) => ({
      key: String(index + 1),
      label: (
        <span lang={option} data-testid={`language-option-${option}`}>
          {intl.formatMessage(languageNames[option])}
        </span>
      ),
    })),
    onClick: ({ key }) => {
      const chosen = toCommand(key);
      if (chosen) onChoose(chosen);
    },
  };

  return (
    <LazyDropdown
      menu={menu}
      open={open}
      trigger={['click']}
      placement="bottomRight"
      getPopupContainer={headerPopupContainer}
      onOpenChange={onOpenChange}
    >
      <button
        type="button"
        className="dt-language"
        data-testid="language-switcher"
        aria-label={intl.formatMessage(languageTriggerMessage, { language: current })}
      >
        <GlobeIcon />
        <span lang={locale}>{current}</span>
        <ChevronDownIcon />
      </button>
    </LazyDropdown>
  );
}
