import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HSTS, SECURITY_HEADERS } from './security-headers';

const template = readFileSync(join(__dirname, '../../../nginx/templates/default.conf.template'), 'utf8');

describe('security headers', () => {
  it.each(Object.entries(SECURITY_HEADERS))('nginx sets %s exactly as npm start does', (name, value) => {
    expect(template).toContain(`add_header ${name} "${value}" always;`);
  });

  it('nginx sends the same HSTS as npm start, only for requests that came over TLS', () => {
    expect(template).toContain(`https    "${HSTS}";`);
    expect(template).toContain('add_header Strict-Transport-Security $balti_hsts always;');
  });

  it('nginx hides the API copy of each, so none is sent twice', () => {
    for (const name of [...Object.keys(SECURITY_HEADERS), 'Strict-Transport-Security']) {
      expect(template).toContain(`proxy_hide_header ${name};`);
    }
  });
});
