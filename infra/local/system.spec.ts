import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isProcessAlive } from './instance-lock';
import { silentLogger } from './logger';
import { isPortOpen } from './ports';
import { SERVICE_NAMES } from './defaults';
import { startSystem, withHeapCap, type RunningSystem, type SystemProcess } from './system';
import { httpStatus } from './wait';

jest.setTimeout(60_000);

/**
 * Stand-ins for the real services and BFF: tiny HTTP servers that answer their health URL and can
 * be told (through the environment) to crash, hang or ignore SIGTERM.
 */
const FAKE_PROCESS = `
const http = require('node:http');
const name = process.argv[2];
const port = Number(name === 'bff' ? process.env.PORT : process.env.HEALTH_PORT);
const healthPath = name === 'bff' ? '/api/health' : '/health';
console.log(name + ' booting with KEY_PREFIX=' + process.env.KEY_PREFIX);
if (process.env.FAKE_CRASH === name) { console.error(name + ': cannot connect to the database'); process.exit(3); }
if (process.env.FAKE_STUBBORN === name) process.on('SIGTERM', () => console.log('ignoring SIGTERM'));
else process.on('SIGTERM', () => server.close(() => process.exit(0)));
const server = http.createServer((req, res) => {
  if (req.url === healthPath && process.env.FAKE_HANG !== name) { res.end('ok'); return; }
  if (req.url === '/env') { res.setHeader('content-type', 'application/json'); res.end(JSON.stringify(process.env)); return; }
  res.statusCode = 503; res.end();
});
server.listen(port, '0.0.0.0');
`;

function makeRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'lumina-system-'));
  const write = (dir: string, name: string) => {
    mkdirSync(join(root, dir, 'dist'), { recursive: true });
    writeFileSync(
      join(root, dir, 'dist', 'main.js'),
      `process.argv[2] = ${JSON.stringify(name)};\n${FAKE_PROCESS}`,
    );
  };
  for (const name of SERVICE_NAMES) write(join('services', name), name);
  write('bff', 'bff');
  mkdirSync(join(root, 'web', 'dist'), { recursive: true });
  writeFileSync(join(root, 'web', 'dist', 'index.html'), '<!doctype html>');
  return root;
}

describe('startSystem', () => {
  let root: string;
  let system: RunningSystem | undefined;

  beforeEach(() => {
    root = makeRoot();
  });
  afterEach(async () => {
    await system?.stop();
    system = undefined;
    rmSync(root, { recursive: true, force: true });
  });

  const start = (env: Record<string, string> = {}, extra: Partial<Parameters<typeof startSystem>[0]> = {}) =>
    startSystem({
      env: { KEY_PREFIX: 'lumina_test', ...env },
      port: 0,
      healthPorts: 'free',
      rootDir: root,
      log: silentLogger,
      logDir: join(root, 'logs'),
      ...extra,
    });

  it('starts every service and the BFF, passes the environment, and stop() leaves nothing running', async () => {
    system = await start({ NODE_ENV: 'production' });
    expect(system.processes.map((p) => p.name)).toEqual([...SERVICE_NAMES, 'bff']);
    const bffEnv = (await (await fetch(`${system.url}/env`)).json()) as Record<string, string>;
    expect(bffEnv).toMatchObject({
      KEY_PREFIX: 'lumina_test',
      NODE_ENV: 'production',
      WEB_DIST: join(root, 'web', 'dist'),
    });
    const catalog = system.processes.find((p) => p.name === 'catalog');
    const catalogEnv = (await (await fetch(catalog!.healthUrl.replace('/health', '/env'))).json()) as Record<
      string,
      string
    >;
    expect(catalogEnv.HEALTH_PORT).toBe(new URL(catalog!.healthUrl).port);

    const ports = system.processes.map((p) => Number(new URL(p.healthUrl).port));
    await system.stop();
    await system.stop(); // idempotent
    for (const p of system.processes) expect(isProcessAlive(p.pid)).toBe(false);
    for (const port of ports) expect(await isPortOpen(port)).toBe(false);
  });

  it("adds the demo feed host to the operator's FEED_ALLOWED_HOSTS from the environment instead of replacing it", async () => {
    mkdirSync(join(root, 'services', 'merchants', 'demo-feeds'), { recursive: true });
    const operatorList = process.env.FEED_ALLOWED_HOSTS;
    process.env.FEED_ALLOWED_HOSTS = 'feeds.partner.example:8443';
    try {
      system = await start();
    } finally {
      if (operatorList === undefined) delete process.env.FEED_ALLOWED_HOSTS;
      else process.env.FEED_ALLOWED_HOSTS = operatorList;
    }
    const merchants = system.processes.find((p) => p.name === 'merchants');
    const env = (await (await fetch(merchants!.healthUrl.replace('/health', '/env'))).json()) as Record<string, string>;
    expect(env.FEED_ALLOWED_HOSTS?.split(',')).toEqual(['feeds.partner.example:8443', expect.stringMatching(/^127\.0\.0\.1:\d+$/)]);
  });

  it('fails with the name, exit code and last lines of a process that dies while starting', async () => {
    const failure = start({ FAKE_CRASH: 'cart' });
    await expect(failure).rejects.toThrow(/cart exited with code 3 while starting/);
    await expect(failure).rejects.toThrow(/cannot connect to the database/);
  });

  it('times out naming the process that did not come up, and stops the others', async () => {
    const failure = start({ FAKE_HANG: 'orders' }, { startTimeoutMs: 3000 });
    await expect(failure).rejects.toThrow(/Timed out after 3s waiting for orders/);
    await expect(failure).rejects.toThrow(/orders booting with KEY_PREFIX=lumina_test/);
  });

  it('SIGKILLs a process that ignores SIGTERM once the grace period is over', async () => {
    system = await start({ FAKE_STUBBORN: 'clicks' }, { stopGraceMs: 500 });
    const clicks = system.processes.find((p) => p.name === 'clicks')!;
    await system.stop();
    expect(isProcessAlive(clicks.pid)).toBe(false);
  });

  it('refuses a fixed port that another program holds, naming it', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      await expect(start({}, { port })).rejects.toThrow(`Port ${port} (the BFF's PORT) is already in use`);
    } finally {
      blocker.close();
    }
  });

  it('runs copies of a service and of the BFF, each on a port of its own; a killed copy is restarted on the same one', async () => {
    const unexpected: string[] = [];
    system = await start({}, { replicas: { cart: 2, bff: 2 }, onUnexpectedExit: (name) => unexpected.push(name) });
    expect(system.processes.map((p) => p.name)).toEqual(['catalog', 'cart-1', 'cart-2', 'orders', 'merchants', 'clicks', 'alerts', 'bff-1', 'bff-2']);
    const ports = system.processes.map((p) => new URL(p.healthUrl).port);
    expect(new Set(ports).size).toBe(ports.length);
    for (const p of system.processes) expect(await httpStatus(p.healthUrl)).toBe(200);
    expect(system.urls).toHaveLength(2);
    expect(system.url).toBe(system.urls[0]);
    const cart = system.processes.filter((p) => p.service === 'cart');
    const cartEnv = await Promise.all(
      cart.map(async (p) => ((await (await fetch(p.healthUrl.replace('/health', '/env'))).json()) as Record<string, string>).HEALTH_PORT),
    );
    expect(cartEnv).toEqual(cart.map((p) => new URL(p.healthUrl).port));

    const [first, second] = cart as [SystemProcess, SystemProcess];
    await system.kill('cart-1', 'SIGKILL');
    expect(isProcessAlive(first.pid)).toBe(false);
    expect(await httpStatus(first.healthUrl)).toBeUndefined();
    expect(await httpStatus(second.healthUrl)).toBe(200);
    await system.restart('cart-1');
    const again = system.processes.find((p) => p.name === 'cart-1') as SystemProcess;
    expect(again.pid).not.toBe(first.pid);
    expect(await httpStatus(again.healthUrl)).toBe(200);
    expect(again.healthUrl).toBe(first.healthUrl);
    await system.kill('bff-2', 'SIGTERM');
    expect(await httpStatus(`${system.urls[0]}/api/health`)).toBe(200);
    expect(unexpected).toEqual([]);
  });

  it('refuses a replica count outside 1..10 or an unknown name before starting anything', async () => {
    await expect(start({}, { replicas: { cart: 11 } })).rejects.toThrow("Invalid replicas: 'cart=11': the count must be a whole number from 1 to 10");
    await expect(start({}, { replicas: { search: 2 } as never })).rejects.toThrow("'search': unknown service");
  });

  it('reports services that were never built', async () => {
    rmSync(join(root, 'services', 'merchants', 'dist'), { recursive: true });
    await expect(start()).rejects.toThrow(/Not built: .*merchants\/dist\/main\.js; run npm run build first/);
  });
});

describe('withHeapCap', () => {
  it('adds an old-space cap to NODE_OPTIONS and keeps one the caller set', () => {
    expect(withHeapCap(undefined, 384)).toBe('--max-old-space-size=384');
    expect(withHeapCap('--enable-source-maps', 384)).toBe('--enable-source-maps --max-old-space-size=384');
    expect(withHeapCap('--max-old-space-size=1024', 384)).toBe('--max-old-space-size=1024');
  });
});
