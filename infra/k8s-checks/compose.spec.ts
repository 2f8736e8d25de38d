import {
  COMPOSE_FILE,
  composeEnvProblems,
  composeHealthcheckProblems,
  composeImageProblems,
  interpolate,
  readCompose,
  schemaProblems,
  type ComposeFile,
} from './compose';

describe('Compose interpolation', () => {
  it('applies defaults, alternatives, required values and $$ as Compose does', () => {
    const env = { SET: 'x', EMPTY: '' };
    expect(interpolate('${SET:-d} ${UNSET:-d} ${EMPTY:-d} ${EMPTY-d} ${UNSET-d}', env)).toBe('x d d  d');
    expect(interpolate('${SET:+alt}|${UNSET:+alt}|$SET|$$SET|${UNSET}', env)).toBe('alt||x|$SET|');
    expect(interpolate('${UNSET:-${SET}}', env)).toBe('x');
    expect(() => interpolate('${UNSET:?set it}', env)).toThrow('UNSET is required: set it');
  });
});

// The settings without a default (merchants and the BFF refuse production without their secrets).
const operatorEnv = { MERCHANTS_SECRET_KEY: 'ab'.repeat(32), CLICK_HASH_SECRET: 'cd'.repeat(16), SMTP_URL: 'smtp://mail.example:587', PUBLIC_URL: 'https://shop.example' };

describe('docker-compose.yml', () => {
  const compose = readCompose(COMPOSE_FILE, operatorEnv);

  it('refuses to start without MERCHANTS_SECRET_KEY, naming it', () => {
    expect(() => readCompose(COMPOSE_FILE, { ...operatorEnv, MERCHANTS_SECRET_KEY: undefined })).toThrow('MERCHANTS_SECRET_KEY is required');
  });

  it('refuses to start without CLICK_HASH_SECRET, naming it', () => {
    expect(() => readCompose(COMPOSE_FILE, { ...operatorEnv, CLICK_HASH_SECRET: undefined })).toThrow('CLICK_HASH_SECRET is required');
  });

  it('refuses to start the alerts service without SMTP_URL, naming it', () => {
    expect(() => readCompose(COMPOSE_FILE, { ...operatorEnv, SMTP_URL: undefined })).toThrow('SMTP_URL is required');
  });

  it('is valid against the official Compose schema', () => {
    expect(schemaProblems(compose)).toEqual([]);
  });

  it('pins every image, never latest', () => {
    expect(composeImageProblems(compose)).toEqual([]);
  });

  it('gives each Lumina service only settings of its process, with values with which it starts', () => {
    expect(composeEnvProblems(compose)).toEqual([]);
  });

  it('checks each Lumina service’s health on its readiness endpoint and port', () => {
    expect(composeHealthcheckProblems(compose)).toEqual([]);
  });
});

describe('the Compose checks catch a broken file', () => {
  const broken = (edit: (compose: ComposeFile) => void): ComposeFile => {
    const compose = readCompose(COMPOSE_FILE, operatorEnv);
    edit(compose);
    return compose;
  };

  it('an unknown key, which the schema refuses', () => {
    const compose = broken((c) => Object.assign(c.services.cart, { restart_policy: 'always' }));
    expect(schemaProblems(compose)).toEqual(
      expect.arrayContaining([expect.stringContaining('/services/cart must NOT have additional properties')]),
    );
  });

  it('a setting the process does not have, a refused value and an environment that does not start', () => {
    const compose = broken((c) => {
      Object.assign(c.services.cart.environment as object, { SEED_DEMO: 'true', LOG_LEVEL: 'loud' });
    });
    expect(composeEnvProblems(compose)).toEqual(
      expect.arrayContaining([
        'cart (cart): SEED_DEMO is not a setting of cart',
        'cart (cart): LOG_LEVEL="loud" is refused',
        expect.stringMatching(/^cart \(cart\): does not start: LOG_LEVEL/),
      ]),
    );
  });

  it('a healthcheck on another path or port', () => {
    const compose = broken((c) => {
      c.services.cart.healthcheck!.test = [
        'CMD',
        'node',
        '-e',
        "fetch('http://127.0.0.1:9000/health/ready')",
      ];
    });
    expect(composeHealthcheckProblems(compose)).toEqual(
      expect.arrayContaining(['cart: healthcheck on port 9000, the process listens on 8082 (HEALTH_PORT)']),
    );
  });

  it('reads the values Compose would see from the environment it is given', () => {
    const images = Object.values(readCompose(COMPOSE_FILE, { ...operatorEnv, LUMINA_TAG: '1.4.2' }).services).map(
      (service) => service.image,
    );
    expect(images).toContain('lumina/catalog:1.4.2');
  });
});
