import { bundleForHost, firstLabel } from './host-bundle';

describe('bundleForHost', () => {
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
  ])('%s gets the %s bundle', (host, bundle) => {
    expect(bundleForHost(host)).toBe(bundle);
  });

  it('reads labels in front of a deeper APP_DOMAIN', () => {
    expect(bundleForHost('balti.firma.ro', 'balti.firma.ro')).toBe('home');
    expect(bundleForHost('org.balti.firma.ro', 'balti.firma.ro:443')).toBe('company');
    expect(bundleForHost('balta-demo.balti.firma.ro', 'balti.firma.ro')).toBe('public');
    expect(bundleForHost('org.localhost:8480', 'localhost:8480')).toBe('company');
  });

  it('reads the company slug as the first label', () => {
    expect(firstLabel('balta-demo.baltiapp.ro')).toBe('balta-demo');
    expect(firstLabel('baltiapp.ro')).toBeNull();
  });
});
