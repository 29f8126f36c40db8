import { APP_DOMAIN } from '@/app/env';
import { originForLabel } from '@/app/hostApp';
import { Illustration } from './Illustration';
import './home.css';

const FEATURES: { title: string; text: string }[] = [
  {
    title: 'Înregistrarea pescarilor',
    text: 'Fișa fiecărui pescar: nume, CNP, telefon, număr de înmatriculare și istoricul permiselor. Îl găsești în câteva secunde la următoarea vizită.',
  },
  {
    title: 'Permise cu cod QR',
    text: 'Emiți permisul la poarta bălții: plan, reducere, preț calculat pe loc. Paznicul scanează codul QR și vede imediat dacă permisul e valabil.',
  },
  {
    title: 'Chitanțe',
    text: 'La plata în numerar chitanța se emite automat, cu serie și număr consecutiv, datele firmei și suma în litere, gata de tipărit.',
  },
  {
    title: 'Cheltuieli',
    text: 'Furaje, populare cu pește, salarii, utilități: știi în fiecare lună cât te costă fiecare baltă.',
  },
  {
    title: 'Grafice',
    text: 'Permise vândute, încasări, cheltuieli și profit, pe zile, săptămâni sau luni, pentru toate bălțile sau pentru una singură.',
  },
  {
    title: 'Mai multe bălți și angajați',
    text: 'O singură firmă, mai multe ape, fiecare cu regulamentul, speciile și planurile ei. Angajații primesc cont propriu, cu drepturi limitate.',
  },
  {
    title: 'Pagină publică',
    text: 'Fiecare firmă primește o adresă proprie unde pescarii văd bălțile, speciile de pești, regulamentul și prețurile.',
  },
];

const STEPS: { title: string; text: string }[] = [
  {
    title: 'Creezi contul firmei',
    text: 'Te înregistrezi, completezi datele firmei (CUI, adresă) și adaugi bălțile cu speciile de pești și regulamentul.',
  },
  {
    title: 'Stabilești planurile și prețurile',
    text: 'Permis de o zi, de 24 de ore, abonament lunar; numărul de lansete, reținerea sau catch & release, reducerile.',
  },
  {
    title: 'Emiți permise la poartă',
    text: 'Găsești sau înregistrezi pescarul, emiți permisul, încasezi și tipărești permisul cu cod QR și chitanța.',
  },
];

export function HomePage() {
  const org = originForLabel(window.location.protocol, window.location.host, 'org', APP_DOMAIN);
  return (
    <div className="home">
      <header className="home-header">
        <span className="home-brand">Bălți</span>
        <nav aria-label="Cont">
          <a href={`${org}/login`} className="home-link">
            Autentificare
          </a>
          <a href={`${org}/register`} className="home-button">
            Creează cont
          </a>
        </nav>
      </header>

      <main>
        <section className="home-hero">
          <div className="home-hero-text">
            <h1>Administrarea bălții tale de pescuit, simplu și la zi</h1>
            <p>
              Bălți este aplicația de back-office pentru firmele care administrează bălți și lacuri de pescuit sportiv:
              pescari, permise cu cod QR, chitanțe, cheltuieli și grafice, într-un singur loc, de pe laptop, tabletă sau
              telefon.
            </p>
            <div className="home-actions">
              <a href={`${org}/register`} className="home-button home-button-large">
                Începe acum
              </a>
              <a href={`${org}/login`} className="home-link">
                Am deja cont
              </a>
            </div>
          </div>
          <Illustration />
        </section>

        <section className="home-features" aria-labelledby="features-title">
          <h2 id="features-title">Ce face Bălți</h2>
          <ul>
            {FEATURES.map((f) => (
              <li key={f.title}>
                <h3>{f.title}</h3>
                <p>{f.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="home-steps" aria-labelledby="steps-title">
          <h2 id="steps-title">Cum funcționează</h2>
          <ol>
            {STEPS.map((s, i) => (
              <li key={s.title}>
                <span className="home-step-number" aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{s.title}</h3>
                <p>{s.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section className="home-audience" aria-labelledby="audience-title">
          <h2 id="audience-title">Pentru cine</h2>
          <p>
            Pentru firmele care administrează bălți și lacuri de pescuit sportiv, de la o singură baltă de familie până
            la complexe cu mai multe lacuri. Administratorul firmei vede tot: încasări, cheltuieli, profit și
            activitatea angajaților. Angajații de la poartă emit permise și chitanțe, chiar și cu o conexiune slabă.
            Paznicii verifică permisele scanând codul QR cu telefonul.
          </p>
          <p>
            <a href={`${org}/register`} className="home-button">
              Creează contul firmei
            </a>
          </p>
        </section>
      </main>

      <footer className="home-footer">
        © {new Date().getFullYear()} Bălți · back-office pentru bălți și lacuri de pescuit sportiv
      </footer>
    </div>
  );
}
