import { Button, Heading, Img, Section, Text } from '@react-email/components';
import { formatMoney, type Translate } from '../strings';
import type { AlertItem, AlertMail, ConfirmMail, DigestMail, ManageLinkMail } from '../mail.types';
import { buttonStyle, Layout } from './layout';

interface Reader {
  language: string;
  t: Translate;
}

/** Double opt-in: only the request to confirm, no advertising and no other link (issue 27 item 2). */
export function ConfirmEmail({ mail, language, t }: { mail: ConfirmMail } & Reader) {
  const product = mail.productTitle;
  const target = mail.targetMinor === null ? '' : formatMoney(mail.targetMinor, mail.currency, language);
  return (
    <Layout language={language} preview={t('confirm.preview')}>
      <Heading as="h1">{t('confirm.heading')}</Heading>
      <Text>{mail.alertKind === 'price' ? t('confirm.price', { product, target, country: mail.country }) : t('confirm.stock', { product, country: mail.country })}</Text>
      <Button href={mail.confirmUrl} style={buttonStyle}>
        {t('confirm.button')}
      </Button>
      <Text>{t('confirm.expiry', { hours: mail.hours })}</Text>
    </Layout>
  );
}

function AlertBlock({ item, language, t }: { item: AlertItem } & Reader) {
  const price = formatMoney(item.priceMinor, item.currency, language);
  return (
    <Section>
      {item.imageUrl ? <Img src={item.imageUrl} alt="" width="160" /> : null}
      <Heading as="h2">{item.productTitle}</Heading>
      <Text style={{ fontSize: '16px' }}>
        {t('alert.offer', { price, shop: item.shop ?? 'Lumina', country: item.country })}
        {item.energyRating ? ` · ${t('alert.energy', { class: item.energyRating })}` : ''}
      </Text>
      {item.alertKind === 'price' && item.targetMinor !== null ? <Text>{t('alert.target', { target: formatMoney(item.targetMinor, item.currency, language) })}</Text> : null}
      <Button href={item.clickUrl} style={buttonStyle}>
        {t('alert.button')}
      </Button>
    </Section>
  );
}

export function AlertEmail({ mail, language, t }: { mail: AlertMail } & Reader) {
  const price = formatMoney(mail.priceMinor, mail.currency, language);
  const heading = mail.alertKind === 'price' ? t('alert.heading.price', { price }) : t('alert.heading.stock');
  return (
    <Layout
      language={language}
      preview={heading}
      footer={{
        note: mail.alertKind === 'price' ? `${t('footer.why')} ${t('alert.onceNote')}` : t('footer.why'),
        links: [
          { href: mail.manageUrl, label: t('footer.manage') },
          { href: mail.unsubscribeUrl, label: t('footer.unsubscribe') },
        ],
      }}
    >
      <Heading as="h1">{heading}</Heading>
      <AlertBlock item={mail} language={language} t={t} />
    </Layout>
  );
}

export function DigestEmail({ mail, language, t }: { mail: DigestMail } & Reader) {
  return (
    <Layout language={language} preview={t('digest.intro', { max: mail.maxPerDay })} footer={{ note: t('footer.why'), links: [{ href: mail.manageUrl, label: t('footer.manage') }] }}>
      <Heading as="h1">{t('digest.heading')}</Heading>
      <Text>{t('digest.intro', { max: mail.maxPerDay })}</Text>
      {mail.items.map((item) => (
        <Section key={item.unsubscribeUrl}>
          <AlertBlock item={item} language={language} t={t} />
          <Text style={{ fontSize: '12px' }}>
            <a href={item.unsubscribeUrl}>{t('footer.unsubscribe')}</a>
          </Text>
        </Section>
      ))}
    </Layout>
  );
}

export function ManageLinkEmail({ mail, language, t }: { mail: ManageLinkMail } & Reader) {
  return (
    <Layout language={language} preview={t('manage.body')}>
      <Heading as="h1">{t('manage.heading')}</Heading>
      <Text>{t('manage.body')}</Text>
      <Button href={mail.manageUrl} style={buttonStyle}>
        {t('manage.button')}
      </Button>
      <Text>{t('manage.expiry', { days: mail.days })}</Text>
    </Layout>
  );
}
