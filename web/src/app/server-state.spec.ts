import { QueryStatus } from '@reduxjs/toolkit/query';
import { definiteQueries } from './server-state';
import type { ApiState } from './store';

type Entry = NonNullable<ApiState['queries'][string]>;

function entry(status: Entry['status'], error?: unknown): Entry {
  return { status, endpointName: 'getProduct', requestId: 'r', startedTimeStamp: 0, error } as unknown as Entry;
}

describe('definiteQueries', () => {
  it('keeps successes and 4xx refusals, drops pending requests and passing failures', () => {
    const queries: ApiState['queries'] = {
      found: entry(QueryStatus.fulfilled),
      unknownSlug: entry(QueryStatus.rejected, { status: 404, message: '404: Product not found' }),
      badInput: entry(QueryStatus.rejected, { status: 400, message: '400: bad slug' }),
      serviceDown: entry(QueryStatus.rejected, { status: 503, message: '503: Service Unavailable' }),
      timedOut: entry(QueryStatus.rejected, { status: 'TIMEOUT_ERROR', message: 'timeout' }),
      stillLoading: entry(QueryStatus.pending),
    };
    expect(Object.keys(definiteQueries(queries))).toEqual(['found', 'unknownSlug', 'badInput']);
  });
});
