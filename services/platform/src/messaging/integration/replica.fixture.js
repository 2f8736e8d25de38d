// A transport replica in its own process, so a test can SIGKILL it mid-message. Its handler
// reports each message to the parent over IPC and then never finishes.
require('../../testing/swc-register');
const { RedisStreamsServer } = require('../redis-streams.server.ts');

const { pattern, ...options } = JSON.parse(process.argv[2]);
const server = new RedisStreamsServer(options);
server.addHandler(pattern, async (data) => {
  process.send({ type: 'handling', data });
  return new Promise(() => undefined);
});
server.listen((error) => {
  if (error) {
    console.error(error);
    process.exit(1);
  }
  process.send({ type: 'ready' });
});
