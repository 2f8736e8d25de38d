import { replyCommands } from './reply-batch';

const LIMITS = { group: 'g', replyStreamMaxLen: 100, replyTtlSeconds: 60 };

describe('replyCommands', () => {
  it('adds each reply, expires each reply stream once and acknowledges each request stream once', () => {
    const commands = replyCommands(
      [
        { replyTo: 'p:reply:c', requestStream: 'p:rpc:s', entryId: '1-0', fields: ['id', '7'] },
        { replyTo: 'p:reply:d', requestStream: 'p:rpc:s', entryId: '2-0', fields: ['id', '8', 'response', '1'] },
        { replyTo: 'p:reply:c', requestStream: 'p:rpc:t', entryId: '3-0', fields: ['id', '9'] },
      ],
      LIMITS,
    );

    expect(commands).toEqual([
      ['XADD', 'p:reply:c', 'MAXLEN', '~', 100, '*', 'id', '7'],
      ['XADD', 'p:reply:d', 'MAXLEN', '~', 100, '*', 'id', '8', 'response', '1'],
      ['XADD', 'p:reply:c', 'MAXLEN', '~', 100, '*', 'id', '9'],
      ['EXPIRE', 'p:reply:c', 60],
      ['EXPIRE', 'p:reply:d', 60],
      ['XACK', 'p:rpc:s', 'g', '1-0', '2-0'],
      ['XDEL', 'p:rpc:s', '1-0', '2-0'],
      ['XACK', 'p:rpc:t', 'g', '3-0'],
      ['XDEL', 'p:rpc:t', '3-0'],
    ]);
  });

  it('puts the replies of a batch to one client that reads several per entry into one entry', () => {
    const commands = replyCommands(
      [
        { replyTo: 'p:reply:m.c', requestStream: 'p:rpc:s', entryId: '1-0', fields: ['id', '7'] },
        { replyTo: 'p:reply:old', requestStream: 'p:rpc:s', entryId: '2-0', fields: ['id', '8'] },
        { replyTo: 'p:reply:m.c', requestStream: 'p:rpc:s', entryId: '3-0', fields: ['id', '9', 'error', '{}'] },
        { replyTo: 'p:reply:old', requestStream: 'p:rpc:s', entryId: '4-0', fields: ['id', '10'] },
      ],
      LIMITS,
      (replyTo) => replyTo.startsWith('p:reply:m.'),
    );

    expect(commands.filter(([name]) => name === 'XADD')).toEqual([
      ['XADD', 'p:reply:m.c', 'MAXLEN', '~', 100, '*', 'id', '7', 'id', '9', 'error', '{}'],
      ['XADD', 'p:reply:old', 'MAXLEN', '~', 100, '*', 'id', '8'],
      ['XADD', 'p:reply:old', 'MAXLEN', '~', 100, '*', 'id', '10'],
    ]);
  });
});

