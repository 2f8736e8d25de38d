/** A customer testimonial (spec §3). */
export interface Testimonial {
  id: string;
  name: string;
  /** Grammatical gender of the role, for the languages that inflect it ('Arquitecta'). */
  gender: 'female' | 'male';
  /** In English; shown in the shopper's language (testimonial-words.ts). */
  role: string;
  company: string | null;
  /** 1 to 5. */
  rating: 1 | 2 | 3 | 4 | 5;
  content: string;
  /** English name of the city. */
  city: string;
  /** ISO 3166 code of the country. */
  country: string;
  productType: string;
  /** A local avatar image. */
  image: string;
}
