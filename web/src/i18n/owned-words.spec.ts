import { parse } from '@formatjs/icu-messageformat-parser';
import { createIntl, type MessageDescriptor } from 'react-intl';
import { owned } from './owned-words';

const german = createIntl({ locale: 'de', messages: { 'owned.test.ceiling': 'Deckenleuchten' } });
const source = { id: 'owned.test.ceiling', defaultMessage: 'Ceiling Lights' };
// What the production build makes of the descriptor: babel-plugin-formatjs with `ast: true`.
const compiled = { ...source, defaultMessage: parse(source.defaultMessage) } as unknown as MessageDescriptor;

describe('owned', () => {
  it.each([
    ['as written in the source', source],
    ['compiled to a syntax tree, as the production build ships it', compiled],
  ])("translates Lumina's English text with its message %s", (_, message) => {
    expect(owned(german, { 'ceiling-lights': message }, 'ceiling-lights', 'Ceiling Lights')).toBe('Deckenleuchten');
  });

  it('keeps a text an admin changed, and a key the table does not know, as written', () => {
    expect(owned(german, { 'ceiling-lights': compiled }, 'ceiling-lights', 'Plafonniers')).toBe('Plafonniers');
    expect(owned(german, { 'ceiling-lights': compiled }, 'wall-sconces', 'Wall Sconces')).toBe('Wall Sconces');
  });
});
