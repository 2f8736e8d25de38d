import { Body, Container, Head, Hr, Html, Link, Preview, Text } from '@react-email/components';
import type { ReactNode } from 'react';

const body = { backgroundColor: '#f6f5f2', fontFamily: 'Helvetica, Arial, sans-serif', color: '#1f1d1a' };
const container = { backgroundColor: '#ffffff', margin: '24px auto', padding: '24px', maxWidth: '560px', borderRadius: '8px' };
export const buttonStyle = { backgroundColor: '#1f1d1a', color: '#ffffff', padding: '12px 20px', borderRadius: '6px', fontWeight: 600 };
const small = { fontSize: '12px', color: '#6b665e' };

export interface FooterLink {
  href: string;
  label: string;
}

/** Every mail's frame: the reader's language on <html>, the preview line, and the footer links (none in a confirmation). */
export function Layout(props: { language: string; preview: string; footer?: { note: string; links: FooterLink[] }; children: ReactNode }) {
  return (
    <Html lang={props.language}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={body}>
        <Container style={container}>
          <Text style={{ fontSize: '18px', fontWeight: 700, margin: '0 0 16px' }}>Lumina</Text>
          {props.children}
          {props.footer ? (
            <>
              <Hr />
              <Text style={small}>{props.footer.note}</Text>
              <Text style={small}>
                {props.footer.links.map((link, index) => (
                  <span key={link.href}>
                    {index > 0 ? ' · ' : ''}
                    <Link href={link.href}>{link.label}</Link>
                  </span>
                ))}
              </Text>
            </>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}
