import {
  dashboardTitle,
  greeting,
  PAINTED_TITLES,
  paintedShellHtml,
  readSnapshot,
  SHELL_KEY,
  storeSnapshot,
} from './paintedShell';

/** Web Storage as the browser has it (Node 20 has none); each test starts empty. */
function installStorage(): Map<string, string> {
  const data = new Map<string, string>();
  (globalThis as { localStorage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> }).localStorage = {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
  };
  return data;
}

const ana = { name: 'Ana Popescu', company: 'Balta Demo' };

describe('painted shell', () => {
  afterEach(() => {
    delete (globalThis as { localStorage?: unknown }).localStorage;
  });

  it('greets by the hour, as the dashboard does', () => {
    expect([greeting(7), greeting(10), greeting(11), greeting(17), greeting(18), greeting(23)]).toEqual([
      'Bună dimineața',
      'Bună dimineața',
      'Bună ziua',
      'Bună ziua',
      'Bună seara',
      'Bună seara',
    ]);
    expect(dashboardTitle('Ana Popescu', new Date(2026, 10, 23, 20))).toBe('Bună seara, Ana Popescu!');
  });

  it('paints a company screen with its title, the company and a spinner', () => {
    const html = paintedShellHtml('/company/passes', ana)!;
    expect(html).toContain('<h2 class="painted-title">Permise</h2>');
    expect(html).toContain('<span class="painted-company">Balta Demo</span>');
    expect(html).toContain('class="spinner"');
    expect(paintedShellHtml('/company/passes/', ana)).toBe(html);
    expect(paintedShellHtml('/company', ana)).toContain(
      `<h2 class="painted-title">${dashboardTitle('Ana Popescu')}</h2>`,
    );
    // A screen whose title depends on data: the frame and the spinner, no title.
    const detail = paintedShellHtml('/company/clients/12', ana)!;
    expect(detail).toContain('painted-shell');
    expect(detail).not.toContain('<h2');
  });

  it('paints nothing signed out, outside the company app or on the company setup', () => {
    expect(paintedShellHtml('/company/passes', null)).toBeNull();
    expect(paintedShellHtml('/login', ana)).toBeNull();
    expect(paintedShellHtml('/companyx', ana)).toBeNull();
    expect(paintedShellHtml('/company/setup', ana)).toBeNull();
  });

  it('escapes the stored name and company', () => {
    const html = paintedShellHtml('/company', { name: '<img src=x onerror=alert(1)>', company: 'A & "B"' })!;
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('A &amp; &quot;B&quot;');
  });

  it('keeps the snapshot in localStorage and reads back only a well-formed one', () => {
    const data = installStorage();
    expect(readSnapshot()).toBeNull();
    storeSnapshot(ana);
    expect(readSnapshot()).toEqual(ana);
    data.set(SHELL_KEY, '{not json');
    expect(readSnapshot()).toBeNull();
    data.set(SHELL_KEY, JSON.stringify({ name: 3 }));
    expect(readSnapshot()).toBeNull();
    storeSnapshot(null);
    expect(data.has(SHELL_KEY)).toBe(false);
  });

  it('has a title for screens of the company app only', () => {
    for (const path of Object.keys(PAINTED_TITLES)) expect(path).toMatch(/^\/company\/[a-z/]+$/);
  });
});
