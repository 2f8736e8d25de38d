import type { LanguageCode } from '@lumina/contracts';
import { Logger } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { AddressRules } from './language-address';

/** The web app's server entry (web/src/entry-server.tsx), as far as the BFF uses it. */
interface ServerEntry extends AddressRules {
  isServerRenderedAddress(pathname: string): boolean;
  textLanguage(language: LanguageCode): LanguageCode;
  renderPage(request: {
    url: string;
    origin: string;
    visitorLanguage?: LanguageCode;
    deliverTo?: string;
    transport: { baseUrl: string; fetchFn: typeof fetch };
    signal?: AbortSignal;
    onError?: (error: unknown) => void;
  }): Promise<RenderedPage>;
}

export interface RenderedPage {
  status: number;
  /** Its Open Graph locale (de_DE). */
  locale?: string;
  /** The language the page's text is in, for `<html lang>`. */
  textLanguage: string;
  title?: string;
  description?: string;
  html: string;
  /** The script element with the state the browser hydrates with. */
  stateScript: string;
  /** Set when the page's product was merged into another: the page's address for the survivor (a 301). */
  movedTo?: string;
}

export interface PageRequest {
  url: string;
  origin: string;
  /** The visitor's language, for an unprefixed address (the 404 page of an unknown one). */
  visitorLanguage: LanguageCode;
  /** The visitor's `deliver_to` cookie, if any: product pages show offers for that country. */
  deliverTo?: string;
  requestId: string;
}

/** How long a page may take to render before the browser is left to render it itself. */
const RENDER_BUDGET_MS = 2_000;
/** Base of the renderer's API calls; they never leave the process (see inProcessFetch). */
const IN_PROCESS_ORIGIN = 'http://bff.internal';

// TypeScript compiles import() to require() under CommonJS; the entry is an ES module.
const importModule = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<unknown>;

/**
 * Renders shopper pages on the server with the web app's own components (React's static
 * prerender), so a first visit paints the page, in the shopper's language, before its JavaScript
 * has arrived. Any failure or a slow render leaves the page to the browser, as before.
 */
export class PageRenderer {
  private readonly logger = new Logger(PageRenderer.name);
  private entry: Promise<ServerEntry> | undefined;
  /** Whether the web build has a server renderer; read once, a new build comes with a restart. */
  readonly available: boolean;

  constructor(
    private readonly entryPath: string,
    private readonly fastify: FastifyInstance,
  ) {
    this.available = existsSync(entryPath);
  }

  /** The rendered page, or undefined when the browser should render it (not an SSR screen, failure, timeout). */
  async render(request: PageRequest): Promise<RenderedPage | undefined> {
    try {
      const entry = await this.load();
      const pathname = new URL(request.url, IN_PROCESS_ORIGIN).pathname;
      if (!entry.isServerRenderedAddress(pathname)) return undefined;
      const signal = AbortSignal.timeout(RENDER_BUDGET_MS);
      const moved = new Map<string, string>();
      const rendering = entry.renderPage({
        url: request.url,
        origin: request.origin,
        visitorLanguage: request.visitorLanguage,
        deliverTo: request.deliverTo,
        transport: { baseUrl: `${IN_PROCESS_ORIGIN}/api`, fetchFn: this.inProcessFetch(request.requestId, moved) },
        signal,
        onError: (error) => this.logger.warn(`server render of ${pathname}: ${describe(error)}`),
      });
      const page = await Promise.race([
        rendering,
        new Promise<undefined>((resolve) => signal.addEventListener('abort', () => resolve(undefined), { once: true })),
      ]);
      return page && movedProductPage(request.url, moved, page);
    } catch (error) {
      this.logger.error(`server render of ${request.url} failed, the browser renders it: ${describe(error)}`);
      return undefined;
    }
  }

  /**
   * The web app's rules for language addresses (its route table), or undefined without a server
   * build (the browser then routes every address itself, unprefixed).
   */
  async addressRules(): Promise<(AddressRules & Pick<ServerEntry, 'textLanguage'>) | undefined> {
    if (!this.available) return undefined;
    try {
      return await this.load();
    } catch (error) {
      this.logger.error(`the web app's server entry did not load: ${describe(error)}`);
      return undefined;
    }
  }

  private load(): Promise<ServerEntry> {
    this.entry ??= importModule(pathToFileURL(this.entryPath).href) as Promise<ServerEntry>;
    return this.entry;
  }

  /**
   * A fetch answered by this BFF's own routes without a socket (Fastify's inject): the same
   * validation, errors and JSON the browser gets, carrying the page request's id.
   */
  private inProcessFetch(requestId: string, moved: Map<string, string>): typeof fetch {
    return async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const response = await this.fastify.inject({
        method: 'GET',
        url: `${url.pathname}${url.search}`,
        headers: { accept: 'application/json', 'x-request-id': requestId },
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(response.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      }
      // A merged product's slug answers 301 to the survivor's: noted, so the page answers 301 too.
      const location = response.headers.location;
      const product = /^\/api\/products\/([^/]+)$/.exec(url.pathname);
      if (response.statusCode === 301 && product?.[1] && typeof location === 'string') {
        const survivor = /^\/api\/products\/([^/?]+)/.exec(location)?.[1];
        if (survivor) moved.set(product[1], survivor);
      }
      const empty = response.statusCode === 204 || response.statusCode === 304;
      return new Response(empty ? null : response.rawPayload, { status: response.statusCode, headers });
    };
  }
}

/** The page's address with the merged product's slug replaced by the survivor's, when its product moved. */
function movedProductPage(pageUrl: string, moved: ReadonlyMap<string, string>, page: RenderedPage): RenderedPage {
  const url = new URL(pageUrl, IN_PROCESS_ORIGIN);
  const segments = url.pathname.split('/');
  const last = segments.at(-1);
  const survivor = last === undefined ? undefined : moved.get(last);
  if (survivor === undefined) return page;
  segments[segments.length - 1] = survivor;
  return { ...page, movedTo: `${segments.join('/')}${url.search}` };
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
