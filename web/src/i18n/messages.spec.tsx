import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FormattedMessage } from 'react-intl';
import { englishTable, extractMessages } from '../../scripts/extract-messages.cjs';
import { navMessages } from '@/components/layout/nav-messages';
import { LanguageProvider } from './language-provider';
import { LANGUAGE_CODES, type LanguageCode } from './languages';
import { loadMessages } from './messages';

// Every language's table is filled (issue 28); English is each message's defaultMessage, not a table.
const FILLED: readonly LanguageCode[] = LANGUAGE_CODES.filter((code) => code !== 'en');

function readTable(code: LanguageCode): Record<string, string> {
  return JSON.parse(readFileSync(join(__dirname, 'messages', `${code}.json`), 'utf8')) as Record<string, string>;
}

/** The ICU argument names a message uses ({count}, {hotkey}, ...). */
function argumentNames(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time) {
      names.add(element.value);
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      names.add(element.value);
      for (const option of Object.values(element.options)) argumentNames(option.value, names);
    }
    if (element.type === TYPE.tag) argumentNames(element.children, names);
  }
  return names;
}

// English is each message's `defaultMessage` in the source (messages are always used through
// their descriptors), not a table.
describe('message fallback', () => {
  it('shows English for a language whose table is empty', () => {
    render(
      <LanguageProvider initialLanguage="fi" initialMessages={{}}>
        <FormattedMessage {...navMessages.indoor} />
      </LanguageProvider>,
    );
    expect(screen.getByText('Indoor')).toBeInTheDocument();
  });

  it('shows English for a message missing from a language’s table', () => {
    render(
      <LanguageProvider initialLanguage="de" initialMessages={{ 'nav.outdoor': 'Außen' }}>
        <FormattedMessage {...navMessages.indoor} />
      </LanguageProvider>,
    );
    expect(screen.getByText('Indoor')).toBeInTheDocument();
  });

  it('has no table to fetch for English', async () => {
    expect(await loadMessages('en')).toEqual({});
  });

  it('shows the key itself for an id that has no English message either', () => {
    render(
      <LanguageProvider initialLanguage="fi" initialMessages={{}}>
        <FormattedMessage id="does.not.exist" />
      </LanguageProvider>,
    );
    expect(screen.getByText('does.not.exist')).toBeInTheDocument();
  });

  it('prefers the language’s own message when it has one', async () => {
    render(
      <LanguageProvider initialLanguage="de" initialMessages={await loadMessages('de')}>
        <FormattedMessage {...navMessages.indoor} />
      </LanguageProvider>,
    );
    expect(screen.getByText('Innen')).toBeInTheDocument();
  });
});

describe('message catalogue', () => {
  const englishMessages = readTable('en');

  it('keeps en.json in step with the messages declared in the source', () => {
    expect(englishMessages).toEqual(englishTable(extractMessages()));
  });

  it.each(FILLED)('translates every English message into %s with the same ICU arguments', (code) => {
    const table = readTable(code);
    expect(Object.keys(table).sort()).toEqual(Object.keys(englishMessages).sort());
    for (const [id, english] of Object.entries(englishMessages)) {
      const translated = table[id] ?? '';
      expect(translated.trim()).not.toBe('');
      expect([id, ...argumentNames(parse(translated))]).toEqual([id, ...argumentNames(parse(english))]);
    }
  });

  it('loads each language’s own table (Finnish, one of the 16 filled by issue 28)', async () => {
    render(
      <LanguageProvider initialLanguage="fi" initialMessages={await loadMessages('fi')}>
        <FormattedMessage {...navMessages.brands} />
      </LanguageProvider>,
    );
    expect(screen.getByText(readTable('fi')['nav.brands']!)).toBeInTheDocument();
  });
});
