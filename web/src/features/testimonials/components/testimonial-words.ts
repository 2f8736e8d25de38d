import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { footerMessages } from '@/components/layout/footer-messages';
import type { Testimonial } from '../types';

/**
 * The testimonials' roles and places in the shopper's language (Lumina's own words; the quotes stay
 * as their authors wrote them). Countries are named by the browser's Intl.DisplayNames; a city
 * keeps its English name in a language that has no name of its own for it.
 */
const ROLES: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  'Architect': { id: 'testimonials.role.architect', defaultMessage: '{gender, select, other {Architect}}', description: 'Job of a quoted customer; gender is female or other, for languages that inflect it' },
  'Boutique Owner': { id: 'testimonials.role.boutique-owner', defaultMessage: '{gender, select, other {Boutique Owner}}', description: 'Job of a quoted customer; gender is female or other, for languages that inflect it' },
  'Cabinet Maker': { id: 'testimonials.role.cabinet-maker', defaultMessage: '{gender, select, other {Cabinet Maker}}', description: 'Job of a quoted customer; gender is female or other, for languages that inflect it' },
  'Café Owner': { id: 'testimonials.role.cafe-owner', defaultMessage: '{gender, select, other {Café Owner}}', description: 'Job of a quoted customer; gender is female or other, for languages that inflect it' },
  'Contractor': { id: 'testimonials.role.contractor', defaultMessage: '{gender, select, other {Contractor}}', description: 'Job of a quoted customer; gender is female or other, for languages that inflect it' },
  'Electrician': { id: 'testimonials.role.electrician', defaultMessage: '{gender, select, other {Electrician}}', description: 'Job of a quoted customer; gender is female or other, for languages that inflect it' },
  'Event Planner': { id: 'testimonials.role.event-planner', defaultMessage: '{gender, select, other {Event Planner}}', description: 'Job of a quoted customer; gender is female or other, for languages that inflect it' },
  'Facility Manager': { id: 'testimonials.role.facility-manager', defaultMessage: '{gender, select, other {Facility Manager}}', description: 'Job of a quoted customer; gender is female or other, for languages that inflect it' },
  'Graphic Designer': { id: 'testimonials.role.graphic-designer', defaultMessage: '{gender, select, other {Graphic Designer}}', description: 'Job of a quoted customer; gender is female or other, for languages that inflect it' },
  'Homeowner': { id: 'testimonials.role.homeowner', defaultMessage: '{gender, select, other {Homeowner}}', description: 'Job of a quoted customer; gender is female or other, for languages that inflect it' },
  'Hotel Manager': { id: 'testimonials.role.hotel-manager', defaultMessage: '{gender, select, other {Hotel Manager}}', description: 'Job of a quoted customer; gender is female or other, for languages that inflect it' },
  'Hotel Owner': { id: 'testimonials.role.hotel-owner', defaultMessage: '{gender, select, other {Hotel Owner}}', description: 'Job of a quoted customer; gender is female or other, for languages that inflect it' },
  'Interior Designer': { id: 'testimonials.role.interior-designer', defaultMessage: '{gender, select, other {Interior Designer}}', description: 'Job of a quoted customer; gender is female or other, for languages that inflect it' },
  'Interior Stylist': { id: 'testimonials.role.interior-stylist', defaultMessage: '{gender, select, other {Interior Stylist}}', description: 'Job of a quoted customer; gender is female or other, for languages that inflect it' },
  'Lighting Designer': { id: 'testimonials.role.lighting-designer', defaultMessage: '{gender, select, other {Lighting Designer}}', description: 'Job of a quoted customer; gender is female or other, for languages that inflect it' },
  'Photographer': { id: 'testimonials.role.photographer', defaultMessage: '{gender, select, other {Photographer}}', description: 'Job of a quoted customer; gender is female or other, for languages that inflect it' },
  'Product Manager': { id: 'testimonials.role.product-manager', defaultMessage: '{gender, select, other {Product Manager}}', description: 'Job of a quoted customer; gender is female or other, for languages that inflect it' },
  'Restaurant Manager': { id: 'testimonials.role.restaurant-manager', defaultMessage: '{gender, select, other {Restaurant Manager}}', description: 'Job of a quoted customer; gender is female or other, for languages that inflect it' },
  'Restaurant Owner': { id: 'testimonials.role.restaurant-owner', defaultMessage: '{gender, select, other {Restaurant Owner}}', description: 'Job of a quoted customer; gender is female or other, for languages that inflect it' },
  'Retired Engineer': { id: 'testimonials.role.retired-engineer', defaultMessage: '{gender, select, other {Retired Engineer}}', description: 'Job of a quoted customer; gender is female or other, for languages that inflect it' },
  'Shop Owner': { id: 'testimonials.role.shop-owner', defaultMessage: '{gender, select, other {Shop Owner}}', description: 'Job of a quoted customer; gender is female or other, for languages that inflect it' },
  'Software Developer': { id: 'testimonials.role.software-developer', defaultMessage: '{gender, select, other {Software Developer}}', description: 'Job of a quoted customer; gender is female or other, for languages that inflect it' },
  'Teacher': { id: 'testimonials.role.teacher', defaultMessage: '{gender, select, other {Teacher}}', description: 'Job of a quoted customer; gender is female or other, for languages that inflect it' },
});

const CITIES: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  'Munich': { id: 'testimonials.city.munich', defaultMessage: 'Munich', description: 'City name' },
  'Vienna': { id: 'testimonials.city.vienna', defaultMessage: 'Vienna', description: 'City name' },
  'Warsaw': { id: 'testimonials.city.warsaw', defaultMessage: 'Warsaw', description: 'City name' },
  'Cologne': { id: 'testimonials.city.cologne', defaultMessage: 'Cologne', description: 'City name' },
  'Naples': { id: 'testimonials.city.naples', defaultMessage: 'Naples', description: 'City name' },
  'Lisbon': { id: 'testimonials.city.lisbon', defaultMessage: 'Lisbon', description: 'City name' },
  'Brussels': { id: 'testimonials.city.brussels', defaultMessage: 'Brussels', description: 'City name' },
  'Florence': { id: 'testimonials.city.florence', defaultMessage: 'Florence', description: 'City name' },
  'Milan': { id: 'testimonials.city.milan', defaultMessage: 'Milan', description: 'City name' },
  'Rome': { id: 'testimonials.city.rome', defaultMessage: 'Rome', description: 'City name' },
  'Turin': { id: 'testimonials.city.turin', defaultMessage: 'Turin', description: 'City name' },
  'Genoa': { id: 'testimonials.city.genoa', defaultMessage: 'Genoa', description: 'City name' },
  'Seville': { id: 'testimonials.city.seville', defaultMessage: 'Seville', description: 'City name' },
  'The Hague': { id: 'testimonials.city.the-hague', defaultMessage: 'The Hague', description: 'City name' },
  'Antwerp': { id: 'testimonials.city.antwerp', defaultMessage: 'Antwerp', description: 'City name' },
  'Ghent': { id: 'testimonials.city.ghent', defaultMessage: 'Ghent', description: 'City name' },
  'Zurich': { id: 'testimonials.city.zurich', defaultMessage: 'Zurich', description: 'City name' },
  'Kraków': { id: 'testimonials.city.krakow', defaultMessage: 'Kraków', description: 'City name' },
  'Frankfurt': { id: 'testimonials.city.frankfurt', defaultMessage: 'Frankfurt', description: 'City name' },
  'Hamburg': { id: 'testimonials.city.hamburg', defaultMessage: 'Hamburg', description: 'City name' },
  'Berlin': { id: 'testimonials.city.berlin', defaultMessage: 'Berlin', description: 'City name' },
  'Paris': { id: 'testimonials.city.paris', defaultMessage: 'Paris', description: 'City name' },
  'Marseille': { id: 'testimonials.city.marseille', defaultMessage: 'Marseille', description: 'City name' },
  'Nice': { id: 'testimonials.city.nice', defaultMessage: 'Nice', description: 'City name' },
  'Lyon': { id: 'testimonials.city.lyon', defaultMessage: 'Lyon', description: 'City name' },
  'Toulouse': { id: 'testimonials.city.toulouse', defaultMessage: 'Toulouse', description: 'City name' },
  'Barcelona': { id: 'testimonials.city.barcelona', defaultMessage: 'Barcelona', description: 'City name' },
  'Bologna': { id: 'testimonials.city.bologna', defaultMessage: 'Bologna', description: 'City name' },
  'Porto': { id: 'testimonials.city.porto', defaultMessage: 'Porto', description: 'City name' },
  'Valencia': { id: 'testimonials.city.valencia', defaultMessage: 'Valencia', description: 'City name' },
  'Zaragoza': { id: 'testimonials.city.zaragoza', defaultMessage: 'Zaragoza', description: 'City name' },
  'Leipzig': { id: 'testimonials.city.leipzig', defaultMessage: 'Leipzig', description: 'City name' },
  'Amsterdam': { id: 'testimonials.city.amsterdam', defaultMessage: 'Amsterdam', description: 'City name' },
});

/** The product types customers bought: the catalogue's category names. */
const PRODUCT_TYPES: Readonly<Record<string, MessageDescriptor>> = {
  'Ceiling Lights': footerMessages.ceilingLights,
  'Pendant Lights': footerMessages.pendantLights,
  'Wall Sconces': footerMessages.wallSconces,
  'Outdoor Lighting': footerMessages.outdoorLighting,
  'Smart Lighting': footerMessages.smartLighting,
  'LED Bulbs': footerMessages.ledBulbs,
};

const messages = defineMessages({
  place: { id: 'testimonials.place', defaultMessage: '{city}, {country}', description: 'Where a quoted customer lives, e.g. Madrid, Spain' },
});

const lookup = (table: Readonly<Record<string, MessageDescriptor>>, key: string) =>
  Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;

export interface TestimonialWords {
  role(testimonial: Testimonial): string;
  place(testimonial: Testimonial): string;
  productType(testimonial: Testimonial): string;
}

export function useTestimonialWords(): TestimonialWords {
  const intl = useIntl();
  return {
    productType: (testimonial) => {
      const message = lookup(PRODUCT_TYPES, testimonial.productType);
      return message ? intl.formatMessage(message) : testimonial.productType;
    },
    role: (testimonial) => {
      // Keyed by the English role; every language's text selects on the person's gender.
      const message = lookup(ROLES, testimonial.role);
      return message ? intl.formatMessage(message, { gender: testimonial.gender }) : testimonial.role;
    },
    place: (testimonial) => {
      const city = lookup(CITIES, testimonial.city);
      const country = new Intl.DisplayNames([intl.locale], { type: 'region' }).of(testimonial.country) ?? testimonial.country;
      return intl.formatMessage(messages.place, { city: city ? intl.formatMessage(city) : testimonial.city, country });
    },
  };
}
