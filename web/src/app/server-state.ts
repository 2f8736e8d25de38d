import type { LanguageCode } from '@/i18n/languages';
import { toScriptJson } from '@/lib/script-json';
import type { ApiState } from './store';

/**
 * What a server-rendered page hands the browser, in a JSON script element: the language it was
 * rendered in and the API results it was rendered with. The browser hydrates only when it resolves
 * the same language, with the same results in its store, so its first render matches the HTML.
 */
export interface ServerState {
  language: LanguageCode;
  queries: ApiState['queries'];
}

const SERVER_STATE_ELEMENT_ID = 'lumina-server-state';

/** The state as the JSON script element readServerState reads. */
export function serverStateScript(state: ServerState): string {
  return `<script id="${SERVER_STATE_ELEMENT_ID}" type="application/json">${toScriptJson(state)}</script>`;
}

/**
 * The results a page may be rendered with: successes, and refusals a retry would not change (a
 * 4xx such as the 404 of an unknown slug). A request still pending when rendering stopped, or one
 * that failed for a passing reason (5xx, timeout), is left out: the server renders its skeleton and
 * the browser asks again, instead of hydrating into an error state it would never leave.
 */
export function definiteQueries(queries: ApiState['queries']): ApiState['queries'] {
  return Object.fromEntries(
    Object.entries(queries).filter(([, query]) => {
      if (query?.status === 'fulfilled') return true;
      const status = query?.status === 'rejected' ? (query.error as { status?: unknown } | undefined)?.status : undefined;
      return typeof status === 'number' && status >= 400 && status < 500;
    }),
  );
}

export function readServerState(): ServerState | undefined {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return undefined;
  }
}
