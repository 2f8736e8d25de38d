import { render } from '@testing-library/react';
import { LANGUAGES } from '@/i18n/languages';
import { FlagImage } from './flag-image';

describe('FlagImage', () => {
  it('is a decorative image of the language’s country flag', () => {
    const { container } = render(<FlagImage language={LANGUAGES.el} />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/flags/gr.svg');
    expect(image).toHaveAttribute('alt', '');
  });
});
