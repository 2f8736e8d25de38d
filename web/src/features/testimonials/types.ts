/** A customer testimonial (spec §3). */
export interface Testimonial {
  id: string;
  name: string;
  role: string;
  company: string | null;
  /** 1 to 5. */
  rating: 1 | 2 | 3 | 4 | 5;
  content: string;
  location: string;
  productType: string;
  /** A local avatar image. */
  image: string;
  verified: boolean;
}
