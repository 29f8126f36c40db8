import { ChunkLoadError, failedChunkUrl, loadChunk, RELOAD_KEY, RETRY_DELAYS, type ChunkEnv } from './chunkLoad';
import { connectionState } from './connection';

const CHUNK = 'http://org.localhost/build/assets/PassesListPage-abc123.js';
const loadFailure = () => new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);
const MODULE = { default: 'screen' };

/** A browser whose signal, server answers and reloads the test decides. */
function fakeEnv(over: Partial<ChunkEnv> = {}) {
  const stored = new Map<string, string>();
  const calls = { reloads: 0, sleeps: [] as number[], probes: [] as string[] };
  const env: ChunkEnv = {
    isOnline: () => true,
    untilOnline: () => Promise.resolve(),
    sleep: (ms) => {
      calls.sleeps.push(ms);
      return Promise.resolve();
    },
    probe: (url) => {
      calls.probes.push(url);
      return Promise.resolve(200);
    },
    reload: () => {
      calls.reloads += 1;
    },
    storage: {
      getItem: (k) => stored.get(k) ?? null,
      setItem: (k, v) => void stored.set(k, v),
      removeItem: (k) => void stored.delete(k),
    },
    ...over,
  };
  return { env, stored, calls };
}

/** A load that fails the first `failures` times, then answers the module. */
function flakyLoad(failures: number, error: () => Error = loadFailure) {
  let calls = 0;
  const load = jest.fn(() => (calls++ < failures ? Promise.reject(error()) : Promise.resolve(MODULE)));
  return load;
}

/** Whether a promise is still pending after the microtask queue has run. */
async function pending(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 10));
  return !settled;
}

describe('loadChunk', () => {
  it('answers the module', async () => {
    const { env, calls } = fakeEnv();
    await expect(loadChunk(flakyLoad(0), env)).resolves.toBe(MODULE);
    expect(calls).toEqual({ reloads: 0, sleeps: [], probes: [] });
  });

  it('tries again after 1 s when the server did not answer, and loads', async () => {
    const load = flakyLoad(1);
    const { env, calls } = fakeEnv({ probe: () => Promise.resolve(null) });
    await expect(loadChunk(load, env)).resolves.toBe(MODULE);
    expect(load).toHaveBeenCalledTimes(2);
    expect(calls.sleeps).toEqual([RETRY_DELAYS[0]]);
    expect(calls.reloads).toBe(0);
  });

  it('gives up after the retries with an "unreachable" ChunkLoadError', async () => {
    const load = flakyLoad(99);
    const { env, calls } = fakeEnv();
    const error = await loadChunk(load, env).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).failure).toBe('unreachable');
    expect(load).toHaveBeenCalledTimes(RETRY_DELAYS.length + 1);
    expect(calls.sleeps).toEqual(RETRY_DELAYS);
  });

  it('with no signal waits for the online event (shown as a waiting chunk), then loads, without a reload', async () => {
    let online = false;
    let backOnline!: () => void;
    const load = flakyLoad(1);
    const { env, calls } = fakeEnv({
      isOnline: () => online,
      untilOnline: () => new Promise<void>((resolve) => (backOnline = resolve)),
    });
    const loading = loadChunk(load, env);
    expect(await pending(loading)).toBe(true);
    expect(connectionState().waitingChunks).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    online = true;
    backOnline();
    await expect(loading).resolves.toBe(MODULE);
    expect(connectionState().waitingChunks).toBe(0);
    expect(load).toHaveBeenCalledTimes(2);
    expect(calls.reloads).toBe(0);
    expect(calls.probes).toEqual([]);
  });

  it('keeps waiting while the signal comes and goes', async () => {
    const load = flakyLoad(3);
    const { env, calls } = fakeEnv({ isOnline: () => false, untilOnline: () => Promise.resolve() });
    await expect(loadChunk(load, env)).resolves.toBe(MODULE);
    expect(load).toHaveBeenCalledTimes(4);
    expect(calls.sleeps).toEqual([]);
    expect(connectionState().waitingChunks).toBe(0);
  });

  it('reloads the page once when the chunk is gone (404 after an upgrade), remembering it', async () => {
    const { env, stored, calls } = fakeEnv({ probe: () => Promise.resolve(404) });
    const loading = loadChunk(flakyLoad(99), env);
    expect(await pending(loading)).toBe(true);
    expect(calls.reloads).toBe(1);
    expect(stored.get(RELOAD_KEY)).toBe(CHUNK);
  });

  it('reloads again for another file gone (a later upgrade)', async () => {
    const { env, stored, calls } = fakeEnv({ probe: () => Promise.resolve(404) });
    stored.set(RELOAD_KEY, 'http://org.localhost/build/assets/PassesListPage-old.js');
    expect(await pending(loadChunk(flakyLoad(99), env))).toBe(true);
    expect(calls.reloads).toBe(1);
    expect(stored.get(RELOAD_KEY)).toBe(CHUNK);
  });

  it('does not reload again after a reload that met the same 404: the error screen says "missing"', async () => {
    const { env, stored, calls } = fakeEnv({ probe: () => Promise.resolve(404) });
    stored.set(RELOAD_KEY, CHUNK);
    const error = await loadChunk(flakyLoad(99), env).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).failure).toBe('missing');
    expect(calls.reloads).toBe(0);
  });

  it('never reloads where it cannot remember the reload (no sessionStorage)', async () => {
    const { env, calls } = fakeEnv({ probe: () => Promise.resolve(404), storage: null });
    await expect(loadChunk(flakyLoad(99), env)).rejects.toMatchObject({ failure: 'missing' });
    expect(calls.reloads).toBe(0);
  });

  it('passes on an error of the module itself at once (no retry)', async () => {
    const load = flakyLoad(1, () => new TypeError('x is not a function'));
    const { env, calls } = fakeEnv();
    await expect(loadChunk(load, env)).rejects.toThrow('x is not a function');
    expect(load).toHaveBeenCalledTimes(1);
    expect(calls.probes).toEqual([]);
  });
});

describe('failedChunkUrl', () => {
  it("reads the file from Chromium's and Vite's messages", () => {
    expect(failedChunkUrl(loadFailure(), 'http://org.localhost/company')).toBe(CHUNK);
    expect(
      failedChunkUrl(
        new Error('Unable to preload CSS for /build/assets/exit-1a2b.css'),
        'http://org.localhost/company',
      ),
    ).toBe('http://org.localhost/build/assets/exit-1a2b.css');
    expect(failedChunkUrl(new TypeError('Importing a module script failed.'), 'http://org.localhost/')).toBeNull();
  });
});
