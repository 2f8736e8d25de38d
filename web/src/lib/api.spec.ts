import { makeStore } from '@/app/store';
import { api, getServerMessage, setCsrfToken, setUnauthorizedHandler, type ApiError } from '@/lib/api';
import { jsonResponse, mockFetch } from '@/testing/test-utils';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, string>({ query: (path) => path }),
    change: build.mutation<unknown, string>({ query: (path) => ({ url: path, method: 'POST', body: {} }) }),
  }),
});

async function probe(path: string) {
  const store = makeStore();
  return store.dispatch(probeApi.endpoints.probe.initiate(path));
}

describe('api base query', () => {
  it('calls /api/<path> with cookies and parses JSON', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ ok: true }));
    const result = await probe('categories/indoor');
    expect(result.data).toEqual({ ok: true });
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/categories/indoor');
    expect(request.credentials).toBe('include');
  });

  it("turns a failed response into '<status>: <body text>'", async () => {
    mockFetch(() => new Response('{"code":"CATALOG.CATEGORY_NOT_FOUND","message":"Category not found"}', { status: 404, statusText: 'Not Found' }));
    const { error } = await probe('categories/nope');
    expect((error as ApiError).message).toBe('404: {"code":"CATALOG.CATEGORY_NOT_FOUND","message":"Category not found"}');
    expect((error as ApiError).status).toBe(404);
    expect(getServerMessage(error)).toBe('Category not found');
  });

  it("uses the status text when the body is empty, e.g. '401: Unauthorized'", async () => {
    mockFetch(() => new Response('', { status: 401, statusText: 'Unauthorized' }));
    const { error } = await probe('admin/dashboard');
    expect((error as ApiError).message).toBe('401: Unauthorized');
  });

  it('does not retry a failed call', async () => {
    const fetchMock = mockFetch(() => new Response('boom', { status: 500 }));
    await probe('categories');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps data without expiry and never refetches on focus or reconnect', () => {
    expect(api.internalActions).toBeDefined();
    const store = makeStore();
    const config = store.getState().api.config;
    expect(config.keepUnusedDataFor).toBe(Infinity);
    expect(config.refetchOnFocus).toBe(false);
    expect(config.refetchOnReconnect).toBe(false);
    expect(config.refetchOnMountOrArgChange).toBe(false);
  });
});

describe('admin session in the base query', () => {
  afterEach(() => {
    setCsrfToken(undefined);
    window.history.replaceState(null, '', '/');
  });

  it('sends x-csrf-token on mutations once a token is known, never on reads', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    const store = makeStore();
    await store.dispatch(probeApi.endpoints.change.initiate('admin/users'));
    expect((fetchMock.mock.calls[0]?.[0] as Request).headers.get('x-csrf-token')).toBeNull();
    setCsrfToken('token-1');
    await store.dispatch(probeApi.endpoints.change.initiate('admin/users'));
    await store.dispatch(probeApi.endpoints.probe.initiate('admin/audit'));
    expect((fetchMock.mock.calls[1]?.[0] as Request).headers.get('x-csrf-token')).toBe('token-1');
    expect((fetchMock.mock.calls[2]?.[0] as Request).headers.get('x-csrf-token')).toBeNull();
  });

  it("hands every 401 to the registered handler with the call's path, and none once it is removed", async () => {
    mockFetch(() => new Response('', { status: 401 }));
    const handler = jest.fn();
    const remove = setUnauthorizedHandler(handler);
    await makeStore().dispatch(probeApi.endpoints.change.initiate('auth/login'));
    await probe('admin/audit');
    expect(handler.mock.calls).toEqual([['auth/login'], ['admin/audit']]);
    remove();
    await probe('admin/audit');
    expect(handler).toHaveBeenCalledTimes(2);
  });
});
