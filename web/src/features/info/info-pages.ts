import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * The shop's information pages (ARCHITECTURE §11: every header and footer link lands on a real
 * page). Texts say what Lumina really does: what is stored (cart session, consent, click records
 * without IP), who pays commission and that it changes nothing in the ranking.
 */
export const INFO_PAGE_KEYS = ['about', 'contact', 'installation', 'affiliateDisclosure', 'privacy', 'terms', 'cookies'] as const;
export type InfoPageKey = (typeof INFO_PAGE_KEYS)[number];

export interface InfoPage {
  title: MessageDescriptor;
  lead: MessageDescriptor;
  paragraphs: MessageDescriptor[];
}

const about = defineMessages({
  title: { id: 'info.about.title', defaultMessage: 'About Lumina', description: 'About page heading' },
  lead: {
    id: 'info.about.lead',
    defaultMessage: 'Lumina is a European lighting catalogue: we gather lamps, bulbs and smart lighting from partner merchants so you can compare them in one place, in your language.',
    description: 'About page lead paragraph',
  },
  p1: {
    id: 'info.about.p1',
    defaultMessage: 'Every product shows its specifications side by side with others, and prices in euros exactly as the merchant sets them. Where your language uses another currency we show an approximate conversion, marked ≈.',
    description: 'About page paragraph 1',
  },
  p2: {
    id: 'info.about.p2',
    defaultMessage: "You can buy directly from Lumina's cart, delivered to eight countries, or follow a 'View deal' link to the merchant's own shop.",
    description: 'About page paragraph 2',
  },
  p3: {
    id: 'info.about.p3',
    defaultMessage: 'Lumina Lighting S.L. is based in Madrid, Spain.',
    description: 'About page paragraph 3',
  },
});

const contact = defineMessages({
  title: { id: 'info.contact.title', defaultMessage: 'Contact Us', description: 'Contact page heading' },
  lead: {
    id: 'info.contact.lead',
    defaultMessage: 'Questions about a product, an order or a delivery? We answer within one business day.',
    description: 'Contact page lead paragraph',
  },
  p1: {
    id: 'info.contact.p1',
    defaultMessage: 'E-mail: support@lumina.example — please include your order number (LUM-…) if you have one.',
    description: 'Contact page: e-mail',
  },
  p2: {
    id: 'info.contact.p2',
    defaultMessage: 'Chat: the green support button at the bottom of every page opens a conversation with our team.',
    description: 'Contact page: chat',
  },
  p3: {
    id: 'info.contact.p3',
    defaultMessage: 'Post: Lumina Lighting S.L., Calle de la Luz 1, 28001 Madrid, Spain.',
    description: 'Contact page: postal address',
  },
});

const installation = defineMessages({
  title: { id: 'info.installation.title', defaultMessage: 'Installation Help', description: 'Installation page heading' },
  lead: {
    id: 'info.installation.lead',
    defaultMessage: 'Most lamps and bulbs are simple to fit yourself; fixed wiring is a job for a qualified electrician.',
    description: 'Installation page lead paragraph',
  },
  p1: {
    id: 'info.installation.p1',
    defaultMessage: 'Before any work on a ceiling or wall light, switch off the circuit at the fuse box and check that it is dead.',
    description: 'Installation page paragraph 1',
  },
  p2: {
    id: 'info.installation.p2',
    defaultMessage: "Check the bulb base (E27, E14, GU10…) and wattage in the product's specifications, and use a dimmable bulb with a dimmer switch.",
    description: 'Installation page paragraph 2',
  },
  p3: {
    id: 'info.installation.p3',
    defaultMessage: 'Outdoor lights need the IP rating their place requires: IP44 under a porch, IP65 where rain falls on them. Our guides explain each step in detail.',
    description: 'Installation page paragraph 3',
  },
});

const affiliateDisclosure = defineMessages({
  title: { id: 'info.affiliate.title', defaultMessage: 'Affiliate Disclosure', description: 'Affiliate disclosure page heading' },
  lead: {
    id: 'info.affiliate.lead',
    defaultMessage: "Lumina is paid by the merchants whose offers it lists: when you follow a 'View deal' link and buy, the merchant pays us a commission. You pay the merchant's price, nothing more.",
    description: 'Affiliate disclosure page lead paragraph',
  },
  p1: {
    id: 'info.affiliate.p1',
    defaultMessage: "Every merchant whose products carry a 'View deal' link takes part in an affiliate programme with Lumina; its commission rate is agreed with us and is the same for all of its products.",
    description: 'Affiliate disclosure: which merchants pay',
  },
  p2: {
    id: 'info.affiliate.p2',
    defaultMessage: 'Commission affects nothing in our ranking: listings are ordered by what you choose (newest, price, name or popularity), search results by relevance to your words. No merchant can pay for a better place.',
    description: 'Affiliate disclosure: ranking is independent of commission',
  },
  p3: {
    id: 'info.affiliate.p3',
    defaultMessage: "To count the visits we send, each 'View deal' click is recorded with the product, the merchant and the time, without your IP address.",
    description: 'Affiliate disclosure: click records',
  },
});

const privacy = defineMessages({
  title: { id: 'info.privacy.title', defaultMessage: 'Privacy Policy', description: 'Privacy page heading' },
  lead: {
    id: 'info.privacy.lead',
    defaultMessage: 'We keep only what the shop needs to work, and never sell your data.',
    description: 'Privacy page lead paragraph',
  },
  p1: {
    id: 'info.privacy.p1',
    defaultMessage: 'Cart: a random cart session id in your browser and the cart it names on our server. Orders: the contact and address details you enter at checkout, kept as tax law requires. Payments are handled by our payment provider; we never see your card number.',
    description: 'Privacy: what is stored',
  },
  p2: {
    id: 'info.privacy.p2',
    defaultMessage: "Clicks: when you follow a 'View deal' link we record the product, the merchant and the time, without your IP address. Newsletter: your e-mail address, until you unsubscribe.",
    description: 'Privacy: clicks and newsletter',
  },
  p3: {
    id: 'info.privacy.p3',
    defaultMessage: 'You may ask to see, correct or delete your data at support@lumina.example. The controller is Lumina Lighting S.L., Calle de la Luz 1, 28001 Madrid, Spain.',
    description: 'Privacy: rights and controller',
  },
});

const terms = defineMessages({
  title: { id: 'info.terms.title', defaultMessage: 'Terms of Service', description: 'Terms page heading' },
  lead: {
    id: 'info.terms.lead',
    defaultMessage: 'These terms apply to purchases made in the Lumina cart. Purchases made on a merchant’s own site follow that merchant’s terms.',
    description: 'Terms page lead paragraph',
  },
  p1: {
    id: 'info.terms.p1',
    defaultMessage: 'Prices include VAT at the rate of the destination country and are charged in euros (in Swiss francs for Switzerland). Shipping is free from €75; below that a flat fee per destination is shown before you pay.',
    description: 'Terms: prices, VAT and shipping',
  },
  p2: {
    id: 'info.terms.p2',
    defaultMessage: 'Deliveries usually arrive in 5-7 business days. You may return any item within 30 days of delivery for a full refund.',
    description: 'Terms: delivery and returns',
  },
  p3: {
    id: 'info.terms.p3',
    defaultMessage: 'Every product carries the legal 2-year warranty. For deliveries to Switzerland, Swiss VAT and duties are due on delivery.',
    description: 'Terms: warranty and Switzerland',
  },
});

const cookies = defineMessages({
  title: { id: 'info.cookies.title', defaultMessage: 'Cookie Policy', description: 'Cookie policy page heading' },
  lead: {
    id: 'info.cookies.lead',
    defaultMessage: 'Lumina stores a few small items in your browser, all needed for the shop itself. We use no advertising or tracking cookies.',
    description: 'Cookie policy lead paragraph',
  },
  p1: {
    id: 'info.cookies.p1',
    defaultMessage: 'Cart session: a random id that keeps your cart between visits. Language: the language you chose. Consent: your answer to the cookie banner.',
    description: 'Cookie policy: what is stored',
  },
  p2: {
    id: 'info.cookies.p2',
    defaultMessage: 'Compare list: the products you add to Compare, kept only in your browser. Last order: your latest order number, to show its confirmation.',
    description: 'Cookie policy: compare list and last order',
  },
  p3: {
    id: 'info.cookies.p3',
    defaultMessage: "Clearing your browser's site data removes all of them; the shop then starts with an empty cart.",
    description: 'Cookie policy: how to remove them',
  },
});

const page = (messages: Record<'title' | 'lead' | 'p1' | 'p2' | 'p3', MessageDescriptor>): InfoPage => ({
  title: messages.title,
  lead: messages.lead,
  paragraphs: [messages.p1, messages.p2, messages.p3],
});

export const INFO_PAGES: Readonly<Record<InfoPageKey, InfoPage>> = {
  about: page(about),
  contact: page(contact),
  installation: page(installation),
  affiliateDisclosure: page(affiliateDisclosure),
  privacy: page(privacy),
  terms: page(terms),
  cookies: page(cookies),
};
