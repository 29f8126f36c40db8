import { Anchor, Col, Row, Typography } from 'antd';
import companiesShot from '@/assets/docs/admin-companies.jpg';
import { DocScreenshot } from './DocScreenshot';

const { Title, Paragraph, Text } = Typography;

const SECTIONS = [
  { key: 'firme', title: 'Lista firmelor' },
  { key: 'suspendare', title: 'Suspendarea unei firme' },
  { key: 'creare', title: 'Cum se creează o firmă' },
  { key: 'pagina-publica', title: 'Pagina publică' },
  { key: 'jurnale', title: 'Jurnale (loguri) și erori' },
  { key: 'profil', title: 'Profil și parolă' },
];

/** /documentation of the admin app: a Romanian guide for the platform administrator. */
export default function AdminDocumentationPage() {
  return (
    <Row gutter={{ xs: 16, md: 32 }}>
      <Col xs={24} lg={18}>
        <Title level={2}>Documentație – administrator platformă</Title>
        <Paragraph>
          Contul de administrator al platformei (rolul 1) vede toate firmele înscrise, le poate suspenda și reactiva. Nu
          vede și nu modifică datele interne ale firmelor (clienți, permise, chitanțe): acestea aparțin firmei.
        </Paragraph>

        <Title level={3} id="firme">
          Lista firmelor
        </Title>
        <Paragraph>
          Pagina <Text strong>Firme</Text> arată, pentru fiecare firmă: denumirea, CUI-ul, adresa publică (slug – un
          clic deschide pagina publică a firmei), județul, numărul de utilizatori și de clienți, permisele emise în
          ultimele 30 de zile, încasările din luna curentă, data înscrierii și starea (activă sau suspendată).
        </Paragraph>
        <Paragraph>
          Căutarea se face pe server după denumire, CUI sau slug; lista se poate sorta după denumire, slug sau data
          creării și se parcurge pe pagini de 10–100 de rânduri.
        </Paragraph>

        <DocScreenshot src={companiesShot} caption="Lista firmelor, cu cifrele fiecărei firme și starea ei." />

        <Title level={3} id="suspendare">
          Suspendarea unei firme
        </Title>
        <Paragraph>
          Butonul <Text strong>Suspendă</Text> din coloana Acțiuni cere o confirmare. După confirmare, efectul este
          imediat:
        </Paragraph>
        <ul>
          <li>
            niciun utilizator al firmei nu se mai poate autentifica (mesajul afișat este „Contul firmei este
            suspendat.”);
          </li>
          <li>sesiunile deschise ale utilizatorilor firmei sunt refuzate la următoarea acțiune;</li>
          <li>pagina publică a firmei (bălțile și prețurile) nu mai este afișată;</li>
          <li>datele firmei (clienți, permise, chitanțe, cheltuieli) rămân neatinse; nimic nu se șterge.</li>
        </ul>
        <Paragraph>
          Butonul <Text strong>Activează</Text> anulează suspendarea: utilizatorii se pot autentifica din nou și pagina
          publică reapare. Folosiți suspendarea pentru neplată, la cererea firmei sau când un cont pare compromis.
        </Paragraph>

        <Title level={3} id="creare">
          Cum se creează o firmă
        </Title>
        <Paragraph>Firmele se înscriu singure, fără intervenția administratorului platformei:</Paragraph>
        <ol>
          <li>
            administratorul firmei deschide <Text code>org.&lt;domeniu&gt;/register</Text> și își creează contul (nume,
            email, parolă);
          </li>
          <li>
            imediat după înregistrare completează datele firmei: denumirea, adresa publică (slug), CUI-ul (verificat cu
            cifra de control), Reg. Com., adresa, județul, IBAN-ul;
          </li>
          <li>
            firma apare în lista de aici, activă; administratorul ei adaugă apoi bălțile, planurile și angajații din
            aplicația firmei.
          </li>
        </ol>
        <Paragraph>
          Adresa publică (slug) are 3–40 de caractere (litere mici, cifre și cratimă), este unică și nu poate fi una
          rezervată (www, org, admin, api, build, mail).
        </Paragraph>

        <Title level={3} id="pagina-publica">
          Pagina publică
        </Title>
        <Paragraph>
          Fiecare firmă activă are pagina <Text code>&lt;slug&gt;.&lt;domeniu&gt;</Text> cu bălțile active, speciile de
          pești, regulamentul și prețurile planurilor active. Pe același domeniu, <Text code>/verify/&lt;cod&gt;</Text>{' '}
          este pagina deschisă de codul QR al unui permis: arată dacă permisul este valabil, expirat, anulat sau încă
          neînceput, fără date personale (doar inițialele titularului, și nici ele la un permis anulat sau ieșit).
          Verificările sunt limitate pe adresă IP.
        </Paragraph>

        <Title level={3} id="jurnale">
          Jurnale (loguri) și erori
        </Title>
        <Paragraph>
          API-ul scrie câte o linie JSON pentru fiecare cerere, la ieșirea standard a containerului: identificatorul
          cererii, utilizatorul, firma, ruta, codul de răspuns și durata. Parolele, antetul Authorization și tokenurile
          de resetare nu apar în jurnal.
        </Paragraph>
        <ul>
          <li>
            în producție (Docker): <Text code>docker compose logs -f api</Text> (și <Text code>nginx</Text> pentru
            accesul web);
          </li>
          <li>
            fiecare răspuns are antetul <Text code>x-request-id</Text>; când un utilizator raportează o eroare, căutați
            acel identificator în jurnal;
          </li>
          <li>
            erorile neprevăzute apar utilizatorului ca „A apărut o eroare.” fără detalii; detaliile (stiva) sunt doar în
            jurnal;
          </li>
          <li>
            nivelul de detaliu se alege cu variabila <Text code>LOG_LEVEL</Text> (de ex. info, debug);
          </li>
          <li>
            starea serviciului: <Text code>/api/health</Text> răspunde 200 când baza de date este accesibilă.
          </li>
        </ul>

        <Title level={3} id="profil">
          Profil și parolă
        </Title>
        <Paragraph>
          Pagina <Text strong>Profil</Text> modifică numele, emailul și telefonul contului și schimbă parola (parola
          actuală este cerută). Schimbarea parolei închide celelalte sesiuni. Dacă ați uitat parola, folosiți „Ai uitat
          parola?” de pe pagina de autentificare: primiți un link valabil 60 de minute.
        </Paragraph>
      </Col>
      <Col xs={0} lg={6}>
        <Anchor offsetTop={80} items={SECTIONS.map((s) => ({ key: s.key, href: `#${s.key}`, title: s.title }))} />
      </Col>
    </Row>
  );
}
