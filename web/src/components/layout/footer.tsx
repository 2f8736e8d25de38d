import { Facebook, Globe, Instagram, Lightbulb, Linkedin, ShieldCheck, Twitter, Youtube, type LucideIcon } from 'lucide-react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { SUPPORT_CHAT_URL } from '@/config/constants';
import { paths } from '@/config/paths';
import { getLanguage, TRANSLATED_LANGUAGES } from '@/i18n/languages';
import { footerMessages as m } from './footer-messages';

interface FooterLink {
  label: MessageDescriptor;
  to: string;
  external?: boolean;
}

const groups: Array<{ id: string; heading: MessageDescriptor; links: FooterLink[] }> = [
  {
    id: 'categories',
    heading: m.categories,
    links: [
      { label: m.ceilingLights, to: paths.category('ceiling-lights') },
      { label: m.pendantLights, to: paths.category('pendant-lights') },
      { label: m.wallSconces, to: paths.category('wall-sconces') },
      { label: m.outdoorLighting, to: paths.category('outdoor-lighting') },
      { label: m.smartLighting, to: paths.category('smart-lighting') },
      { label: m.ledBulbs, to: paths.category('led-bulbs') },
    ],
  },
  {
    id: 'resources',
    heading: m.resources,
    links: [
      { label: m.guides, to: paths.guides },
      { label: m.brands, to: paths.brands },
      { label: m.collections, to: paths.collections },
      { label: m.compare, to: paths.compare },
      { label: m.deals, to: paths.deals },
      { label: m.installation, to: paths.installation },
    ],
  },
  {
    id: 'support',
    heading: m.support,
    links: [
      { label: m.contact, to: paths.contact },
      { label: m.chat, to: SUPPORT_CHAT_URL, external: true },
      { label: m.about, to: paths.about },
      { label: m.affiliateDisclosure, to: paths.affiliateDisclosure },
      { label: m.privacy, to: paths.privacy },
      { label: m.terms, to: paths.terms },
    ],
  },
];

const legalLinks: FooterLink[] = [
  { label: m.privacy, to: paths.privacy },
  { label: m.terms, to: paths.terms },
  { label: m.cookies, to: paths.cookies },
];

/** Social networks are shown as icons without targets (spec §2). */
const socials: Array<{ name: string; Icon: LucideIcon }> = [
  { name: 'Facebook', Icon: Facebook },
  { name: 'Instagram', Icon: Instagram },
  { name: 'X (Twitter)', Icon: Twitter },
  { name: 'YouTube', Icon: Youtube },
  { name: 'LinkedIn', Icon: Linkedin },
];

const linkClass = 'rounded-sm text-sm text-footer-foreground/80 transition-colors hover:text-white focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

function FooterAnchor({ link }: { link: FooterLink }) {
  if (link.external) {
    return (
      <a href={link.to} target="_blank" rel="noopener noreferrer" className={linkClass}>
        <FormattedMessage {...link.label} /> <span className="sr-only"><FormattedMessage {...m.opensInNewTab} /></span>
      </a>
    );
  }
  return (
    <Link to={link.to} className={linkClass}>
      <FormattedMessage {...link.label} />
    </Link>
  );
}

export function Footer() {
  const intl = useIntl();
  return (
    <footer className="mt-16 bg-footer text-footer-foreground">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-5 lg:px-8">
        <div className="space-y-4 lg:col-span-2">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <Lightbulb className="size-5 text-accent" aria-hidden="true" />
            Lumina
          </p>
          <p className="max-w-sm text-sm text-footer-foreground/80">
            <FormattedMessage {...m.tagline} />
          </p>
          <ul className="flex gap-3" aria-label={intl.formatMessage(m.social)}>
            {socials.map(({ name, Icon }) => (
              <li key={name}>
                <span role="img" aria-label={name} className="flex size-9 items-center justify-center rounded-full bg-white/10">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
              </li>
            ))}
          </ul>
          <div className="flex flex-col gap-2 text-sm">
            <p className="flex items-center gap-2">
              <ShieldCheck className="size-4 text-accent" aria-hidden="true" />
              <FormattedMessage {...m.secure} />
            </p>
            <p className="flex items-center gap-2">
              <Globe className="size-4 text-accent" aria-hidden="true" />
              <FormattedMessage
                {...m.availability}
                values={{ count: TRANSLATED_LANGUAGES.length, names: intl.formatList(TRANSLATED_LANGUAGES.map((code) => getLanguage(code).nativeName)) }}
              />
            </p>
          </div>
        </div>
        {groups.map((group) => (
          <nav key={group.id} aria-labelledby={`footer-${group.id}`}>
            <h2 id={`footer-${group.id}`} className="mb-4 text-sm font-semibold tracking-wide text-white uppercase">
              <FormattedMessage {...group.heading} />
            </h2>
            <ul className="space-y-2.5">
              {group.links.map((link) => (
                <li key={link.to}>
                  <FooterAnchor link={link} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p className="text-footer-foreground/70">
            <FormattedMessage {...m.copyright} values={{ year: new Date().getFullYear() }} />
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <FooterAnchor link={link} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
