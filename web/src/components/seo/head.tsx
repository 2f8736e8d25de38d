import { useEffect } from 'react';

interface HeadProps {
  /** The page's own title; " | Lumina" is appended. */
  title: string;
  description: string;
}

const SITE_NAME = 'Lumina';

function setMetaDescription(content: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/** Sets the document title and meta description for the page that renders it. */
export function Head({ title, description }: HeadProps) {
  useEffect(() => {
    document.title = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
    setMetaDescription(description);
  }, [title, description]);
  return null;
}
