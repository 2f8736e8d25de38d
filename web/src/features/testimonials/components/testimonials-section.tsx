import { TESTIMONIALS } from '../data/testimonials';
import { TestimonialCarousel } from './testimonial-carousel';

/** The home page's carousel with the product's fixed testimonials (its own chunk, loaded after first render). */
export default function TestimonialsSection() {
  return <TestimonialCarousel testimonials={TESTIMONIALS} />;
}
