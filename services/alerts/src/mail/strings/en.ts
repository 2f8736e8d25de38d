/**
 * Every text of the mails, English (the source). Translators add a file beside this one per language
 * (de.ts shows the shape) and list it in strings/index.ts; a missing key falls back to English.
 * `{name}` marks a value filled in when the mail is written.
 */
export const en = {
  'confirm.subject': 'Please confirm your alert for {product}',
  'confirm.preview': 'One click and your alert is on.',
  'confirm.heading': 'Confirm your alert',
  'confirm.price': 'You asked us to write to you when {product} costs {target} or less, delivered to {country}.',
  'confirm.stock': 'You asked us to write to you when {product} is back in stock for delivery to {country}.',
  'confirm.button': 'Confirm my alert',
  'confirm.expiry': 'This link works for {hours} hours. If you did not ask for this alert, ignore this mail: nothing more will be sent.',
  'alert.subject.price': '{product} now costs {price}',
  'alert.subject.stock': '{product} is back in stock',
  'alert.heading.price': 'The price dropped to {price}',
  'alert.heading.stock': 'Back in stock',
  'alert.offer': '{price} at {shop}, delivered to {country}',
  'alert.energy': 'Energy class {class}',
  'alert.button': 'Go to the shop',
  'alert.target': 'Your target price: {target}.',
  'alert.onceNote': 'We write once per price drop; if the price rises above your target again, we will write again when it falls.',
  'footer.manage': 'My alerts',
  'footer.unsubscribe': 'Unsubscribe from this alert',
  'footer.why': 'You receive this mail because you confirmed an alert on Lumina.',
  'digest.subject': 'Your alerts: {count} updates',
  'digest.heading': 'More of your alerts from yesterday',
  'digest.intro': 'You get at most {max} alert mails a day; these came after that.',
  'manage.subject': 'Your link to My alerts',
  'manage.heading': 'My alerts',
  'manage.body': 'Here you see your alerts, change a target price, remove alerts, and download or delete your data.',
  'manage.button': 'Open My alerts',
  'manage.expiry': 'This link works for {days} days. If you did not ask for it, ignore this mail.',
} as const;

export type MailStringKey = keyof typeof en;
export type MailStrings = Partial<Record<MailStringKey, string>>;
