import { useEffect } from 'react';
import { useServerDocument } from './document-context';

interface HeadProps {
  /** The page's own title; " | Lumina" is appended. */
  title: string;
  description: string;
  /** The HTTP status a server-rendered response of this page carries (a not-found state: 404). */
  status?: number;
}

const SITE_NAME = 'Lumina';

export function documentTitle(title: string): string {
  return title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
}

function setMetaDescription(content: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/**
 * Sets the document title and meta description for the page that renders it: in the browser
 * after render, on the server into the response's head (the last page element rendered wins).
 */
export function Head({ title, description, status }: HeadProps) {
  const server = useServerDocument();
  if (server) {
    server.title = documentTitle(title);
    server.description = description;
    if (status !== undefined) server.status = status;
  }
  useEffect(() => {
    document.title = documentTitle(title);
    setMetaDescription(description);
  }, [title, description]);
  return null;
}
