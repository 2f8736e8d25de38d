import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { LanguageProvider } from '@/i18n/language-provider';
import { loadMessages } from '@/i18n/messages';
import { TESTIMONIALS } from '../data/testimonials';
import type { Testimonial } from '../types';
import { TestimonialCarousel } from './testimonial-carousel';

const three: Testimonial[] = TESTIMONIALS.slice(0, 3);
const [first, second, third] = three as [Testimonial, Testimonial, Testimonial];

function shownName(): string {
  return screen.getByTestId('testimonial-name').firstChild?.textContent ?? '';
}

/** Only the language: the app's deferred toaster would load on the fake timers, outside act(). */
function renderWithProviders(ui: ReactElement) {
  return render(<LanguageProvider initialLanguage="en">{ui}</LanguageProvider>);
}

function advance(ms: number): void {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

describe('TestimonialCarousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('writes the position (3 / 12) instead of a dot per testimonial when there are more than 10', () => {
    const twelve = Array.from({ length: 12 }, (_, n) => ({ ...first, id: `t${n}`, name: `Reviewer ${n + 1}` }));
    renderWithProviders(<TestimonialCarousel testimonials={twelve} />);
    expect(screen.queryAllByTestId('carousel-dot')).toHaveLength(0);
    expect(screen.getByTestId('carousel-position')).toHaveTextContent('1 / 12');
    fireEvent.click(screen.getByTestId('carousel-next'));
    advance(300);
    fireEvent.click(screen.getByTestId('carousel-next'));
    expect(screen.getByTestId('carousel-position')).toHaveTextContent('3 / 12');
    expect(shownName()).toBe('Reviewer 3');
  });

  it('advances to the next testimonial after 6000 ms, not before', () => {
    renderWithProviders(<TestimonialCarousel testimonials={three} />);
    expect(shownName()).toBe(first.name);
    advance(5999);
    expect(shownName()).toBe(first.name);
    advance(1);
    expect(shownName()).toBe(second.name);
    advance(6000);
    expect(shownName()).toBe(third.name);
  });

  it('wraps from the last to the first on its own and with next', () => {
    renderWithProviders(<TestimonialCarousel testimonials={three} />);
    for (let step = 0; step < 3; step += 1) advance(6000);
    expect(shownName()).toBe(first.name);
    advance(300); // an automatic change locks the controls too
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(shownName()).toBe(third.name);
    advance(300);
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(shownName()).toBe(first.name);
  });

  it('shows the last testimonial on previous from the first', () => {
    renderWithProviders(<TestimonialCarousel testimonials={three} />);
    fireEvent.click(screen.getByTestId('carousel-previous'));
    expect(shownName()).toBe(third.name);
    expect(screen.getByRole('group', { name: '3 of 3' })).toBeInTheDocument();
  });

  it('ignores the controls for 300 ms after a change', () => {
    renderWithProviders(<TestimonialCarousel testimonials={three} />);
    const next = screen.getByRole('button', { name: 'Next testimonial' });
    fireEvent.click(next);
    fireEvent.click(next);
    expect(shownName()).toBe(second.name);
    advance(299);
    fireEvent.click(screen.getByRole('button', { name: 'Show testimonial 1' }));
    expect(shownName()).toBe(second.name);
    advance(1);
    fireEvent.click(next);
    expect(shownName()).toBe(third.name);
  });

  it('has one indicator dot per testimonial, marking the current one, and jumps to a dot', () => {
    renderWithProviders(<TestimonialCarousel testimonials={three} />);
    const dots = screen.getAllByTestId('carousel-dot');
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Show testimonial 3' }));
    expect(shownName()).toBe(third.name);
    expect(screen.getAllByTestId('carousel-dot')[2]).toHaveAttribute('aria-current', 'true');
  });

  it('restarts the 6000 ms wait after a manual change', () => {
    renderWithProviders(<TestimonialCarousel testimonials={three} />);
    advance(5000);
    fireEvent.click(screen.getByTestId('carousel-next'));
    expect(shownName()).toBe(second.name);
    advance(5999);
    expect(shownName()).toBe(second.name);
    advance(1);
    expect(shownName()).toBe(third.name);
  });

  it('holds while hovered and while paused with the button', () => {
    renderWithProviders(<TestimonialCarousel testimonials={three} />);
    const carousel = screen.getByTestId('testimonial-carousel');
    fireEvent.mouseEnter(carousel);
    advance(20_000);
    expect(shownName()).toBe(first.name);
    fireEvent.mouseLeave(carousel);
    advance(6000);
    expect(shownName()).toBe(second.name);

    fireEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play testimonials' }));
    advance(20_000);
    expect(shownName()).toBe(second.name);
  });

  it('renders nothing for an empty list', () => {
    renderWithProviders(
      <div data-testid="host">
        <TestimonialCarousel testimonials={[]} />
      </div>,
    );
    expect(screen.getByTestId('host')).toBeEmptyDOMElement();
    advance(6000);
    expect(screen.getByTestId('host')).toBeEmptyDOMElement();
  });

  it('shows the rating, role and company, and no \'verified\' mark', () => {
    renderWithProviders(<TestimonialCarousel testimonials={three} />);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(screen.queryByText(/verified/i)).not.toBeInTheDocument();
    expect(screen.getByText(`${first.role}, ${first.company}`)).toBeInTheDocument();
    expect(screen.getByTestId('testimonial-place')).toHaveTextContent('Madrid, Spain');
  });

  it("shows roles, places and product types in the shopper's language, the quote as written", async () => {
    render(
      <LanguageProvider initialLanguage="de" initialMessages={await loadMessages('de')}>
        <TestimonialCarousel testimonials={three} />
      </LanguageProvider>,
    );
    // María García, interior designer at Estudio Luz Madrid: the German role is inflected for her.
    expect(screen.getByText('Innenarchitektin, Estudio Luz Madrid')).toBeInTheDocument();
    expect(screen.getByTestId('testimonial-place')).toHaveTextContent('Madrid, Spanien');
    expect(screen.getByText('Pendelleuchten')).toBeInTheDocument();
    expect(screen.getByText(first.content)).toHaveAttribute('lang', 'en');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Nächste Kundenstimme' })));
    // Lukas Schneider, homeowner in Munich.
    expect(screen.getByText('Hausbesitzer')).toBeInTheDocument();
    expect(screen.getByTestId('testimonial-place')).toHaveTextContent('München, Deutschland');
  });
});

describe('TESTIMONIALS', () => {
  it('holds the 55 fixed testimonials, all rated 5, with unique ids and local avatars', () => {
    expect(TESTIMONIALS).toHaveLength(55);
    expect(new Set(TESTIMONIALS.map((item) => item.id)).size).toBe(55);
    for (const item of TESTIMONIALS) {
      expect(item.rating).toBe(5);
      expect(item.image).toMatch(/^\/images\/testimonials\/t\d{2}\.svg$/);
      expect(item.content.length).toBeGreaterThan(20);
    }
  });
});
