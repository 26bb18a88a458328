import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('states every default', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.jwtSecretGenerated).toBe(true);
  });
  it('names each bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', REDIS_URL: 'not a url' })).toThrowError(/PORT[\s\S]*REDIS_URL/);
  });
  it('refuses to start in production without a token secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(ConfigError);
  });
  it('reads the test clock as an instant and refuses it in production', () => {
    expect(loadConfig({ TEST_CLOCK_START: '2026-12-01T12:30:00+01:00' }).TEST_CLOCK_START).toEqual(
      new Date('2026-12-01T11:30:00Z'),
    );
    expect(() => loadConfig({ TEST_CLOCK_START: 'Tuesday noon' })).toThrowError(/TEST_CLOCK_START/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(32),
        TEST_CLOCK_START: '2026-12-01T11:30:00Z',
      }),
    ).toThrowError(/TEST_CLOCK_START: for tests only/);
  });
  it('reads "has landing" as the SPEC §9 text, off by default (decision 031)', () => {
    expect(loadConfig({}).HAS_LANDING).toBe('false');
    expect(loadConfig({ HAS_LANDING: 'true' }).HAS_LANDING).toBe('true');
    expect(() => loadConfig({ HAS_LANDING: 'yes' })).toThrowError(/HAS_LANDING/);
  });
  it('treats an empty optional url as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});

describe('TRUST_PROXY', () => {
  it('trusts only a proxy on this host by default (issue 14: not every private network)', () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual(['loopback']);
  });
  it('reads true, false and a list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8 , 127.0.0.1 ' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });
});

describe('CREDENTIALS_KEY (decision 042)', () => {
  const hex = 'ab'.repeat(32);
  it('reads 32 bytes from 64 hex digits or from base64, and is unset by default', () => {
    expect(loadConfig({}).CREDENTIALS_KEY).toBeUndefined();
    expect(loadConfig({ CREDENTIALS_KEY: hex }).CREDENTIALS_KEY).toEqual(Buffer.from(hex, 'hex'));
    const base64 = Buffer.from(hex, 'hex').toString('base64');
    expect(loadConfig({ CREDENTIALS_KEY: base64 }).CREDENTIALS_KEY).toEqual(Buffer.from(hex, 'hex'));
  });
  it('refuses a key of another length, or one that is neither hex nor base64, naming the variable', () => {
    for (const bad of ['ab'.repeat(16), 'not a key at all', Buffer.alloc(31).toString('base64')])
      expect(() => loadConfig({ CREDENTIALS_KEY: bad })).toThrowError(/CREDENTIALS_KEY: must be 32 bytes/);
  });
});
