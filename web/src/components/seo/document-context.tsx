import { createContext, useContext } from 'react';

/**
 * What a page tells the HTTP response when it is rendered on the server (entry-server.tsx): the
 * head's title and description and the status. In the browser there is no collector; pages set
 * the head through effects instead.
 */
export interface ServerDocument {
  /** The site's origin for absolute URLs (JSON-LD), from the request. */
  origin: string;
  title?: string;
  description?: string;
  status?: number;
}

export const ServerDocumentContext = createContext<ServerDocument | null>(null);

export function useServerDocument(): ServerDocument | null {
  return useContext(ServerDocumentContext);
}

/** The origin absolute URLs are built on: the request's on the server, the page's in the browser. */
export function useSiteOrigin(): string {
  const server = useServerDocument();
  return server?.origin ?? window.location.origin;
}
