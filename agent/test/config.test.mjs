// The agent's configuration file (src/agent.mjs loadConfig()): what it refuses before it starts.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadConfig } from '../src/agent.mjs';
import { tempDir } from './support/harness.mjs';

const write = (fields) => {
  const file = join(tempDir(), 'balti-agent.json');
  writeFileSync(file, JSON.stringify({ token: 'bd_x', driver_dir: 'driver', ...fields }));
  return file;
};

test('refuses a server reached over http:// unless it is this machine or allow_http vouches for it: the token would travel in clear', () => {
  assert.throws(() => loadConfig(write({ server_url: 'http://balti.example.ro' })), /http:\/\/.*necriptat/);
  assert.throws(() => loadConfig(write({ server_url: 'http://192.168.1.10:8080' })), /allow_http/);
  assert.equal(loadConfig(write({ server_url: 'https://balti.example.ro/' })).server_url, 'https://balti.example.ro');
  assert.equal(loadConfig(write({ server_url: 'http://127.0.0.1:3000' })).server_url, 'http://127.0.0.1:3000');
  assert.equal(loadConfig(write({ server_url: 'http://org.localhost:8080' })).server_url, 'http://org.localhost:8080');
  const vouched = loadConfig(write({ server_url: 'http://192.168.1.10:8080', allow_http: true }));
  assert.equal(vouched.server_url, 'http://192.168.1.10:8080');
});

test('refuses an address that is not one, in its own words', () => {
  assert.throws(() => loadConfig(write({ server_url: 'balti.example.ro' })), /nu este o adresă/);
  assert.throws(() => loadConfig(write({ server_url: 'ftp://balti.example.ro' })), /începe cu https:\/\//);
});
