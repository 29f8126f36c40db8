import { appForHost, hostLabel, isValidSlug, originForLabel, RESERVED_SLUGS, slugForHost } from './host-app';

describe('appForHost', () => {
  it.each([
    ['localhost', 'home'],
    ['localhost:3000', 'home'],
    ['www.localhost', 'home'],
    ['org.localhost:3000', 'company'],
    ['admin.localhost', 'admin'],
    ['admin.example.ro', 'admin'],
    ['org.example.ro', 'company'],
    ['balta-demo.localhost', 'public'],
    ['balta-demo.example.ro:8443', 'public'],
    ['example.ro', 'home'],
    ['www.example.ro', 'home'],
    ['127.0.0.1', 'home'],
    ['127.0.0.1:3000', 'home'],
    ['[::1]:3000', 'home'],
    ['ORG.LOCALHOST', 'company'],
  ] as const)('maps %s to %s', (host, app) => {
    expect(appForHost(host)).toBe(app);
  });

  it('uses the platform domain when given', () => {
    expect(appForHost('balti.example.co.uk', 'balti.example.co.uk')).toBe('home');
    expect(appForHost('org.balti.example.co.uk', 'balti.example.co.uk')).toBe('company');
    expect(hostLabel('lacul-linistit.balti.example.co.uk', 'balti.example.co.uk')).toBe('lacul-linistit');
  });
});

describe('slugForHost', () => {
  it('answers the first label of a public host', () => {
    expect(slugForHost('balta-demo.localhost:3000')).toBe('balta-demo');
    expect(slugForHost('lacul-linistit.example.ro')).toBe('lacul-linistit');
  });

  it('answers null for the other apps', () => {
    expect(slugForHost('localhost')).toBeNull();
    expect(slugForHost('www.example.ro')).toBeNull();
    expect(slugForHost('org.localhost')).toBeNull();
    expect(slugForHost('admin.localhost')).toBeNull();
  });
});

describe('originForLabel', () => {
  it('adds the label to a bare domain and keeps the port', () => {
    expect(originForLabel('http:', 'localhost:8080', 'org')).toBe('http://org.localhost:8080');
    expect(originForLabel('https:', 'example.ro', 'org')).toBe('https://org.example.ro');
  });

  it('replaces the first label', () => {
    expect(originForLabel('https:', 'www.example.ro', 'org')).toBe('https://org.example.ro');
    expect(originForLabel('http:', 'admin.localhost:3000', 'org')).toBe('http://org.localhost:3000');
  });
});

describe('appForHost, as the API serves the bundles', () => {
  it.each([
    ['localhost', 'home'],
    ['localhost:3000', 'home'],
    ['www.localhost:3000', 'home'],
    ['baltiapp.ro', 'home'],
    ['www.baltiapp.ro', 'home'],
    ['127.0.0.1:3000', 'home'],
    ['org.localhost:3000', 'company'],
    ['org.baltiapp.ro', 'company'],
    ['ORG.BaltiApp.ro', 'company'],
    ['admin.localhost', 'admin'],
    ['admin.baltiapp.ro', 'admin'],
    ['balta-demo.localhost:8480', 'public'],
    ['lacul-linistit.baltiapp.ro', 'public'],
  ])('%s gets the %s app', (host, app) => {
    expect(appForHost(host)).toBe(app);
  });

  it('reads labels in front of a deeper APP_DOMAIN', () => {
    expect(appForHost('balti.firma.ro', 'balti.firma.ro')).toBe('home');
    expect(appForHost('org.balti.firma.ro', 'balti.firma.ro:443')).toBe('company');
    expect(appForHost('balta-demo.balti.firma.ro', 'balti.firma.ro')).toBe('public');
    expect(appForHost('org.localhost:8480', 'localhost:8480')).toBe('company');
  });

  it('reads the company slug as the first label', () => {
    expect(hostLabel('balta-demo.baltiapp.ro')).toBe('balta-demo');
    expect(hostLabel('baltiapp.ro')).toBeNull();
  });
});

describe('isValidSlug', () => {
  it.each(['balta-demo', 'lac3', 'abc'])('accepts %s', (slug) => expect(isValidSlug(slug)).toBe(true));
  it.each(['ab', '-abc', 'abc-', 'Balta', 'baltă', 'a--b', 'a'.repeat(41)])('refuses %s', (slug) =>
    expect(isValidSlug(slug)).toBe(false),
  );
});

describe('RESERVED_SLUGS', () => {
  it('holds every label that gets an app other than a company page', () => {
    for (const label of ['www', 'org', 'admin']) {
      expect(appForHost(`${label}.localhost`)).not.toBe('public');
      expect(RESERVED_SLUGS).toContain(label);
    }
  });
});
