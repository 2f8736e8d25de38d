import {
  decodeInbound,
  decodeReplies,
  decodeReply,
  encodeEvent,
  encodeReply,
  encodeRequest,
  parsePending,
  parseReplyRead,
  parseStreamRead,
} from './wire-message';

function toRecord(fields: string[]): Record<string, string> {
  const record: Record<string, string> = {};
  for (let i = 0; i < fields.length; i += 2) record[fields[i]] = fields[i + 1];
  return record;
}

describe('wire-message', () => {
  describe('requests', () => {
    it('decodes what it encodes', () => {
      const request = {
        pattern: 'catalog.products.get',
        id: '7',
        replyTo: 'p:reply:c',
        deadline: 1_700_000_000_000,
        requestId: 'req-1',
        data: { slug: 'lamp' },
      };

      expect(decodeInbound(toRecord(encodeRequest(request)))).toEqual({ kind: 'request', ...request });
    });

    it('reports a request without a deadline as invalid instead of handling it forever', () => {
      const fields = toRecord(
        encodeRequest({ pattern: 'a.b', id: '1', replyTo: 'r', deadline: 1, data: null }),
      );
      delete fields.deadline;

      expect(decodeInbound(fields)).toMatchObject({ kind: 'invalid' });
    });

    it('reports unreadable JSON as invalid', () => {
      expect(decodeInbound({ kind: 'event', pattern: 'a.b', data: '{nope' })).toMatchObject({
        kind: 'invalid',
      });
    });
  });

  describe('events', () => {
    it('decodes what it encodes', () => {
      expect(
        decodeInbound(toRecord(encodeEvent({ pattern: 'order.paid', data: { orderId: 'o1' } }))),
      ).toEqual({
        kind: 'event',
        pattern: 'order.paid',
        data: { orderId: 'o1' },
        requestId: undefined,
      });
    });
  });

  describe('replies', () => {
    it('round-trips a response, an undefined response and an error', () => {
      const error = { code: 'X.Y', kind: 'conflict' as const, message: 'nope' };
      for (const outcome of [
        { ok: true as const, response: [1, 2] },
        { ok: true as const, response: undefined },
        { ok: false as const, error },
      ]) {
        expect(decodeReply(toRecord(encodeReply({ id: '3', outcome })))).toEqual({ id: '3', outcome });
      }
    });

    it('reads every reply of an entry that carries several, in order, and an entry of one alike', () => {
      const error = { code: 'X.Y', kind: 'conflict' as const, message: 'nope' };
      const replies = [
        { id: '1', outcome: { ok: true as const, response: { a: 1 } } },
        { id: '2', outcome: { ok: true as const, response: undefined } },
        { id: '3', outcome: { ok: false as const, error } },
      ];
      expect(decodeReplies(replies.flatMap(encodeReply))).toEqual(replies);
      expect(decodeReplies(encodeReply(replies[0]!))).toEqual([replies[0]]);
      expect(parseReplyRead([['p:reply:m.c', [['5-0', replies.flatMap(encodeReply)], ['6-0', encodeReply(replies[2]!)]]]])).toEqual({
        lastId: '6-0',
        replies: [...replies, replies[2]],
      });
    });

    it('turns an error that is not a WireError into INTERNAL', () => {
      expect(decodeReply({ id: '3', error: JSON.stringify({ stack: 'at secret.ts' }) })).toEqual({
        id: '3',
        outcome: { ok: false, error: { code: 'INTERNAL', kind: 'internal', message: 'Internal error' } },
      });
    });
  });

  describe('Redis replies', () => {
    it('reads XREADGROUP output, skipping malformed parts', () => {
      const raw = [['s1', [['1-0', ['a', '1']], ['2-0', null], 'junk']], 'junk'];

      expect(parseStreamRead(raw)).toEqual([
        {
          stream: 's1',
          entries: [
            { id: '1-0', fields: { a: '1' } },
            { id: '2-0', fields: null },
          ],
        },
      ]);
      expect(parseStreamRead(null)).toEqual([]);
    });

    it('reads XPENDING ranges', () => {
      expect(parsePending([['1-0', 'c1', 1200, 3]])).toEqual([
        { id: '1-0', consumer: 'c1', idleMs: 1200, deliveries: 3 },
      ]);
    });
  });
});

describe('wire-message: the acting admin (issue 9)', () => {
  it('carries the actor beside the request id on requests and events', () => {
    const actor = '5f0c8a52-9d7e-4c2b-8a61-5b0e2f4d7c19 ana@lumina.local';
    const request = { pattern: 'catalog.admin.products.update', id: 'r1', replyTo: 'reply:x', deadline: 1, requestId: 'req-1', actor, data: {} };
    expect(decodeInbound(toRecord(encodeRequest(request)))).toEqual({ kind: 'request', ...request });
    const event = { pattern: 'merchant.changed', requestId: 'req-2', actor, data: { id: 1 } };
    expect(decodeInbound(toRecord(encodeEvent(event)))).toEqual({ kind: 'event', ...event });
  });

  it('leaves the actor out when no admin acts', () => {
    const fields = toRecord(encodeEvent({ pattern: 'p', requestId: 'r', data: 1 }));
    expect('actor' in fields).toBe(false);
  });
});
