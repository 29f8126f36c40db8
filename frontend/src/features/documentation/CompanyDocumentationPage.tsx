import type { ReactNode } from 'react';
import { Alert, Anchor, Col, Row, Table, Typography } from 'antd';
import auditShot from '@/assets/docs/audit.jpg';
import boardShot from '@/assets/docs/board.jpg';
import bookingsShot from '@/assets/docs/bookings.jpg';
import clientsShot from '@/assets/docs/clients.jpg';
import exitShot from '@/assets/docs/pass-exit.jpg';
import verifyShot from '@/assets/docs/verify.jpg';
import dashboardShot from '@/assets/docs/dashboard.jpg';
import passNewShot from '@/assets/docs/pass-new.jpg';
import passPrintShot from '@/assets/docs/pass-print.jpg';
import passesShot from '@/assets/docs/passes.jpg';
import receiptPrintShot from '@/assets/docs/receipt-print.jpg';
import settingsShot from '@/assets/docs/settings.jpg';
import standsShot from '@/assets/docs/stands.jpg';
import watersShot from '@/assets/docs/waters.jpg';
import cashbookShot from '@/assets/docs/cashbook.jpg';
import { competitionGuide } from './competitionGuide';
import { DocScreenshot } from './DocScreenshot';
import { GuideSteps } from './GuideSteps';

const { Title, Paragraph, Text } = Typography;

interface Section {
  key: string;
  title: string;
  body: ReactNode;
}

/** Screenshots shown under a section (tests/browser/screenshots.spec.ts takes them). */
const SHOTS: Record<string, { src: string; caption: string }[]> = {
  panou: [{ src: dashboardShot, caption: 'Panoul firmei: cardurile cu cifrele zilei și ale lunii, graficele.' }],
  clienti: [{ src: clientsShot, caption: 'Lista clienților, cu căutare și export CSV.' }],
  permise: [
    { src: passesShot, caption: 'Lista permiselor, cu filtre după apă, plan, stare și perioadă.' },
    { src: passNewShot, caption: 'Permis nou: clientul, apa, planul, reducerea; prețul se calculează pe loc.' },
    { src: passPrintShot, caption: 'Permisul tipărit (A6), cu codul QR de verificare.' },
  ],
  iesire: [
    {
      src: exitShot,
      caption: 'Ieșire: speciile ca butoane, totalul reținut față de cota planului, surplusul de plată.',
    },
  ],
  verificare: [{ src: verifyShot, caption: 'Verificare: scanarea codului QR de pe permis și rezultatul.' }],
  chitante: [{ src: receiptPrintShot, caption: 'Chitanța tipărită.' }],
  registru: [
    {
      src: cashbookShot,
      caption:
        'O zi din registrul de casă tipărită (formularul 14-4-7A): rândurile nefolosite barate, soldurile, semnăturile.',
    },
  ],
  ape: [{ src: watersShot, caption: 'Lista apelor firmei.' }],
  standuri: [
    { src: standsShot, caption: 'Standurile unei ape: lista și harta, unde standurile se trag la locul lor.' },
  ],
  rezervari: [
    { src: bookingsShot, caption: 'Lista rezervărilor: cereri online în așteptare, confirmate, prezentate.' },
  ],
  harta: [{ src: boardShot, caption: 'Harta zilei: standurile colorate după stare, sosirile și plecările.' }],
  setari: [{ src: settingsShot, caption: 'Setările firmei și seriile documentelor.' }],
  jurnal: [{ src: auditShot, caption: 'Jurnalul de audit: cine, ce, când, cu filtre și export CSV.' }],
};

function Sections({ items }: { items: Section[] }) {
  return items.map((s) => (
    <section key={s.key} aria-labelledby={`doc-${s.key}`}>
      <Title level={3} id={`doc-${s.key}`}>
        {s.title}
      </Title>
      {s.body}
      {SHOTS[s.key]?.map((shot) => (
        <DocScreenshot key={shot.src} {...shot} />
      ))}
    </section>
  ));
}

const ROLE_ROWS = [
  { key: 'panou', what: 'Panou, grafice', admin: 'da', staff: 'da' },
  { key: 'clienti', what: 'Clienți: adaugă, modifică, caută, documente atașate', admin: 'da', staff: 'da' },
  { key: 'permise', what: 'Permise: emite, tipărește, anulează', admin: 'da', staff: 'da' },
  { key: 'iesire', what: 'Ieșire: capturi, surplus, chitanța surplusului plătit în numerar', admin: 'da', staff: 'da' },
  { key: 'verificare', what: 'Verificarea permiselor cu camera', admin: 'da', staff: 'da' },
  { key: 'chitante', what: 'Chitanțe: emite, tipărește, anulează', admin: 'da', staff: 'da' },
  {
    key: 'registru',
    what: 'Registrul de casă: tipărește, închide ziua, dispoziții, export pentru contabil',
    admin: 'da',
    staff: 'da (redeschiderea unei zile: nu)',
  },
  { key: 'ape', what: 'Ape, planuri, reduceri, cheltuieli', admin: 'da', staff: 'da' },
  { key: 'rezervari', what: 'Standuri, rezervări, harta zilei', admin: 'da', staff: 'da' },
  {
    key: 'concursuri',
    what: 'Concursuri: înscrieri, taxe, cântar, clasament (crearea, tragerea la sorți, startul și încheierea: administratorul)',
    admin: 'da',
    staff: 'da (fără creare, tragere, start, încheiere, anulare)',
  },
  { key: 'utilizatori', what: 'Utilizatori (angajați)', admin: 'da', staff: 'nu' },
  { key: 'setari', what: 'Setări firmă, serii de documente, date personale', admin: 'da', staff: 'nu' },
  {
    key: 'casa',
    what: 'Casa de marcat: bonuri, Raport X și Z (setările ei: doar administratorul)',
    admin: 'da',
    staff: 'da',
  },
  { key: 'acord', what: 'Acordul clientului: înregistrare, formular tipărit', admin: 'da', staff: 'da' },
  { key: 'gdpr', what: 'Exportul și anonimizarea datelor unui client', admin: 'da', staff: 'nu' },
  { key: 'jurnal', what: 'Jurnal de audit', admin: 'da', staff: 'nu' },
  { key: 'profil', what: 'Profil propriu, parolă', admin: 'da', staff: 'da' },
];

const SCREENS: Section[] = [
  {
    key: 'panou',
    title: 'Panou',
    body: (
      <>
        <Paragraph>
          Prima pagină după autentificare. Cardurile arată permisele emise azi, permisele valabile în acest moment,
          încasările, cheltuielile și profitul lunii curente și numărul total de clienți.
        </Paragraph>
        <Paragraph>
          <Text strong>Permise emise</Text> – grafic pe ultimele 30 de zile, cu o linie pentru total și câte una pentru
          fiecare apă. <Text strong>Încasări, cheltuieli și profit</Text> – grafic pe ultimele 12 luni (bare pentru
          încasări și cheltuieli, linie pentru profit). La fiecare grafic puteți alege perioada (calendarul „De la –
          Până la”), gruparea (pe zile, săptămâni sau luni) și, la permise, o singură apă. Încasările cuprind permisele
          neanulate, chitanțele neanulate emise separat (avansul unei rezervări intră o singură dată, în ziua în care a
          fost plătit, cu chitanță sau pe bon fiscal, chiar dacă pescarul nu mai vine, nu și în permisul de la
          prezentare) și surplusurile de la ieșire și taxele de concurs fără chitanță (plătite cu cardul sau prin
          transfer, iar în modul casă de marcat și cele de pe bon fiscal); cheltuielile sunt cele înregistrate la
          Cheltuieli.
        </Paragraph>
        <Paragraph>
          <Text strong>Capturi pe specii</Text> – pe fiecare lună din ultimele 12, câte kilograme din fiecare specie au
          fost reținute și câte eliberate, după capturile înregistrate la ieșire (util pentru repopulare).
        </Paragraph>
      </>
    ),
  },
  {
    key: 'clienti',
    title: 'Clienți',
    body: (
      <Paragraph>
        Pescarii cărora le emiteți permise. Lista se caută după începutul numelui sau al prenumelui („pop” găsește
        „Popescu”; „Popescu Ion” găsește ambele nume), al CNP-ului, al telefonului (oricare 3 sau mai multe cifre din
        el) sau al numărului de înmatriculare, ori după o parte din email, și se poate exporta în CSV (se deschide
        corect în Excel, cu diacritice). Obligatorii sunt doar numele și prenumele; CNP-ul, dacă este completat, este
        verificat (13 cifre, cifra de control) și nu poate apărea la doi clienți ai firmei. Din fișa clientului vedeți
        permisele și chitanțele lui și emiteți un permis nou. Puteți atașa documente (de exemplu o copie a actului de
        identitate, cu acordul pescarului). Dacă semnalul cade după „Salvează” la un client nou și apare o eroare de
        rețea, apăsați din nou: primiți clientul salvat atunci, nu un al doilea.
      </Paragraph>
    ),
  },
  {
    key: 'permise',
    title: 'Permise',
    body: (
      <Paragraph>
        Lista tuturor permiselor, cu filtre după apă (iar pentru o apă cu standuri, după stand), plan, stare (valabil,
        expirat, anulat, neînceput) și perioadă. Căutarea găsește un permis după număr („12” – în orice serie, „BD 12” –
        în seria BD), după numărul de înmatriculare scris pe permis („CJ 12” găsește „CJ12ABC”) sau după pescar, ca în
        lista de clienți: începutul numelui, al prenumelui, al CNP-ului sau al telefonului. Un permis nou se emite cu
        butonul „Emite permis”, din fișa clientului sau din lista Permise: în ecranul „Permis nou” alegeți clientul,
        planul, apoi apa (dintre apele planului) și eventual o reducere (în listele de alegere ale aplicației – apă,
        plan, reducere, județ, specii – se poate scrie și fără diacritice, iar Enter alege prima potrivire: „mures” dă
        „Mureș”, nu „Maramureș”), iar pe o apă cu standuri, opțional, standul: suplimentul lui pe zi se adaugă la preț
        pentru fiecare zi începută (după ceasul României: noaptea în care se schimbă ora rămâne o zi); prețul se
        calculează pe loc, iar totalul și butonul „Emite permisul” rămân la vedere și pe telefon. Un început ales atât
        de departe în trecut încât permisul ar fi deja expirat cere confirmare („Emite oricum”). Valabilitatea începe
        implicit acum și se termină după durata planului (de exemplu „1 zi”, „24 de ore”, „1 lună”): zilele, lunile și
        anii după calendarul și ora României, până la aceeași oră („1 zi” emis sâmbătă la 20:00 ține până duminică la
        20:00, și în noaptea în care se schimbă ora), iar orele sunt ore scurse („24 de ore” emis sâmbătă la 20:00 ține
        până duminică la 21:00 în noaptea în care ora se dă înainte). Permisul tipărit (format A6) are seria, numărul,
        apa, planul, perioada de valabilitate și codul QR de verificare. Dacă semnalul cade după ce ați apăsat „Emite
        permisul” sau „Numerar” și apare o eroare de rețea, apăsați din nou: vânzarea se trimite cu aceeași cheie, iar
        dacă ajunsese deja la server primiți permisul emis atunci, nu un al doilea permis și o a doua încasare.
      </Paragraph>
    ),
  },
  {
    key: 'iesire',
    title: 'Ieșire și capturi',
    body: (
      <>
        <Paragraph>
          Când pescarul pleacă, deschideți „Ieșire” din permisul lui (butonul de sub permisul tipărit; adresa este
          /company/passes/&lt;id&gt;/exit). Alegeți specia din butoane, scrieți numărul de bucăți și greutatea (kg, cu
          cel mult trei zecimale, de exemplu 2,345) și dacă peștele a fost reținut sau eliberat, apoi „Adaugă”. Sus se
          vede pe loc totalul reținut față de cota planului („Reținere (kg)”) și surplusul: kilogramele reținute peste
          cotă înmulțite cu „Preț kg peste reținere” din plan, așa cum era la vânzarea permisului (un preț schimbat
          între timp se aplică permiselor vândute de atunci), rotunjit la ban. „Înregistrează ieșirea” (cu confirmare)
          se poate face o singură dată. Dacă există surplus, alegeți cum se plătește: în numerar se emite o chitanță
          „Surplus captură reținută: N kg × P lei” din seria implicită de chitanțe, pe care o tipăriți din același
          ecran; cu cardul sau prin transfer nu se emite chitanță (nu este numerar), iar ecranul arată „Plătit cu
          cardul: …” sau „Plătit prin transfer: …”, sumă care intră la plățile cu cardul sau prin transfer ale zilei în
          registrul de casă. În modul casă de marcat surplusul plătit în numerar sau cu cardul se tipărește pe bon
          fiscal. După ieșire capturile nu se mai pot modifica. Dacă semnalul cade după „Înregistrează ieșirea” și apare
          o eroare de rețea, apăsați din nou: primiți ieșirea înregistrată atunci, cu chitanța ei, nu o a doua plată.
        </Paragraph>
        <Paragraph>
          Dacă administratorul pornește în Setări → „Pagina publică” opțiunea „Capturi recente”, pagina publică a bălții
          arată ultimele 10 capturi din ultimele 30 de zile: specia, greutatea, numărul de bucăți, dacă peștele a fost
          reținut sau eliberat și ziua. Numele pescarului și codul permisului nu apar niciodată; capturile permiselor
          anulate nu se arată. Opțiunea este oprită până o porniți.
        </Paragraph>
      </>
    ),
  },
  {
    key: 'verificare',
    title: 'Verificare',
    body: (
      <>
        <Paragraph>
          Codul QR de pe fiecare permis conține adresa paginii de verificare și o semnătură digitală a firmei, așa că
          permisul se poate verifica și fără semnal. În ecranul „Verificare” apăsați „Scanează codul QR” și îndreptați
          camera spre permis (sau lipiți adresa de pe permis în câmpul de dedesubt). Rezultatul este VALID, EXPIRAT, NU
          A ÎNCEPUT sau ANULAT; un cod modificat sau al altei firme apare ca „Permis falsificat sau necunoscut”. Fără
          semnal, un permis semnat cu o cheie care nu este încă pe telefon nu poate fi verificat: ecranul o spune, iar
          cheile se iau singure cum revine semnalul.
        </Paragraph>
        <Paragraph>
          Paznicul poate folosi și doar telefonul: scanarea codului cu camera telefonului deschide pagina de verificare
          a bălții, care se poate adăuga pe ecranul telefonului. Sub numele bălții pagina arată adresa la care s-a
          verificat: ea trebuie să fie adresa bălții voastre (de exemplu <Text code>balta-mea.…</Text>). Un cont nou
          poate purta orice nume, dar nu adresa voastră: un permis VALID la altă adresă nu este al bălții. Deschisă o
          dată cu semnal, pagina păstrează cheile firmei și lista permiselor anulate și funcționează apoi și fără
          semnal, cu ceasul telefonului; ea arată când a fost sincronizată ultima dată lista. Un permis anulat după
          ultima sincronizare apare ca anulat abia când telefonul prinde din nou semnal. Administratorul firmei poate
          schimba cheia de semnare din <Text strong>Setări → Chei de semnare → Schimbă cheia</Text>: permisele noi se
          semnează cu cheia nouă, iar cele emise deja rămân valabile până la expirare. O cheie despre care bănuiți că a
          ajuns la altcineva se retrage cu <Text strong>Retrage cheia</Text>: permisele semnate cu ea apar la verificare
          ca „Cheie retrasă — re-emiteți permisul” până le re-emiteți cu <Text strong>Re-emite permisele</Text>{' '}
          (codurile QR se schimbă și se tipăresc din nou).
        </Paragraph>
      </>
    ),
  },
  {
    key: 'chitante',
    title: 'Chitanțe',
    body: (
      <Paragraph>
        La un permis plătit în numerar chitanța se emite automat, împreună cu permisul. Din „Chitanță nouă” emiteți o
        chitanță separată (de exemplu pentru o taxă suplimentară): clientul, suma, ce reprezintă plata și data. Lista se
        filtrează după perioadă și stare și arată totalul încasat. Căutarea găsește o chitanță după număr („12” – în
        orice serie, „BDC 12” – în seria BDC), după începutul numărului bonului fiscal, după cuvintele din ce reprezintă
        plata (fiecare de la începutul lui, cu sau fără diacritice: „inchiriere barc”) sau după plătitor, ca în lista de
        clienți.
      </Paragraph>
    ),
  },
  {
    key: 'registru',
    title: 'Registrul de casă',
    body: (
      <>
        <Paragraph>
          <Text strong>Registru de casă</Text> arată, pentru fiecare zi, soldul de la începutul zilei, documentele de
          casă ale zilei, numerotate, și soldul de la sfârșit. Nimic nu se scrie de mână: rândurile sunt chitanțele
          emise în ziua respectivă, în modul casă de marcat câte un rând „Raport Z nr. N” cu numerarul raportului Z,
          dispozițiile de încasare, cheltuielile plătite în numerar și dispozițiile de plată. Plățile cu cardul și prin
          transfer bancar (permise, surplusuri de la ieșire, taxe de concurs) nu intră în casă și nu schimbă soldul:
          apar separat, sub zi, și pe pagina tipărită. Tipărit, fiecare zi este o pagină A4 (formularul 14-4-7A), cu
          rândurile nefolosite barate și cu locurile de semnătură pentru casier și contabilitate.
        </Paragraph>
        <Paragraph>
          Soldul casei nu poate fi negativ: o cheltuială în numerar, o dispoziție de plată sau anularea unei chitanțe
          (singură, cu permisul ei sau cu taxa unui concurs) care l-ar duce sub zero este refuzată, cu soldul care ar
          rămâne. Chitanțele, dispozițiile și cheltuielile nu pot avea o dată după ziua de azi. Dispozițiile (de exemplu
          depunerea la bancă sau fondul de rest) se emit din butonul <Text strong>Dispoziție de casă</Text> și primesc
          numărul din seria de tip „Dispoziții de casă” din Setări. O dispoziție greșită se anulează din rândul ei (
          <Text strong>Anulează</Text>), cu un motiv care rămâne în jurnalul de audit; numărul rămâne folosit. Nu se
          poate anula într-o zi închisă, nici dacă anularea unei dispoziții de încasare ar lăsa casa pe minus.
        </Paragraph>
        <Paragraph>
          <Text strong>Închide ziua</Text> (administrator sau angajat) semnează ziua: documentele ei de casă nu mai pot
          fi emise, modificate sau anulate, și nici cele ale zilelor dinaintea ei, care i-ar schimba soldul de la
          început. O chitanță dintr-o zi închisă sau dinaintea uneia se anulează doar prin restituire: se emite o
          dispoziție de plată cu data de azi, care numește chitanța, iar ziua închisă rămâne cum a fost semnată. La fel
          un permis plătit în numerar cu o astfel de chitanță: anularea lui din lista permiselor propune restituirea,
          permisul se anulează, iar chitanța lui se restituie prin dispoziția de plată. Numai administratorul poate
          redeschide o zi, cu un motiv care rămâne în jurnalul de audit. În modul casă de marcat, o zi cu bonuri și fără
          raport Z se închide doar după confirmare. Un permis, un surplus de la ieșire sau o taxă de concurs plătite cu
          cardul sau prin transfer și anulate într-o zi de după vânzare rămân în suma zilei lor și se scad din suma
          zilei în care au fost anulate; dacă ziua de azi este închisă, nu se pot anula.
        </Paragraph>
        <Paragraph>
          Dacă începeți să folosiți Bălți în cursul anului, administratorul trece în setările registrului soldul de casă
          numărat și data de început; documentele mai vechi rămân în afara registrului. După ce o zi a fost închisă,
          soldul inițial și data de început nu se mai schimbă (ar schimba zilele semnate): redeschideți întâi zilele
          închise. Limitele de numerar (pe persoană pe zi și plafonul casei la sfârșitul zilei) sunt setări cu valorile
          legii de azi (5.000 lei și 50.000 lei); legea se schimbă, verificați-le cu contabilul. Depășirea lor apare ca
          avertisment în ziua respectivă și la poartă: la vânzarea rapidă, butonul <Text strong>Numerar</Text> întreabă
          înainte („Vinde oricum” sau „Renunță”), iar ecranul de permis nou arată avertismentul cât timp plata este în
          numerar. Vânzarea nu este refuzată; puteți propune plata cu cardul sau prin transfer.
        </Paragraph>
        <Paragraph>
          <Text strong>Pentru contabil</Text> arată totalurile perioadei alese, apoi descarcă o arhivă: fișierele SAGA
          (I_ și P_ pe zi, plus rapoartele Z) sau aceleași rânduri ca tabele CSV (un text care începe cu =, +, - sau @
          primește un apostrof în față, ca foaia de calcul să nu-l execute ca formulă). Contabilul trebuie să confirme,
          înainte de primul import, conturile (5311 casa, 4111 clienți, 401 furnizori, contul fiecărei categorii de
          cheltuieli) și dacă în SAGA intră rapoartele Z sau chitanțele.
        </Paragraph>
      </>
    ),
  },
  {
    key: 'ape',
    title: 'Ape',
    body: (
      <Paragraph>
        Bălțile și lacurile firmei: denumirea (unică în firmă), județul și localitatea, suprafața în hectare,
        coordonatele, speciile de pești, descrierea și regulamentul. Apele active, cu speciile și regulamentul lor, apar
        pe pagina publică a firmei. O apă dezactivată nu mai poate fi aleasă la permise noi, dar permisele vechi rămân.
        O apă folosită de permise, planuri, cheltuieli, standuri, rezervări, concursuri sau de o casă de marcat nu se
        poate șterge, doar dezactiva: mesajul spune ce o folosește.
      </Paragraph>
    ),
  },
  {
    key: 'standuri',
    title: 'Standuri',
    body: (
      <>
        <Paragraph>
          Din lista apelor, butonul <Text strong>Standuri</Text> deschide standurile apei: numărul (unic pe apă, de
          exemplu 7 sau A3), denumirea, câți pescari încap (1–10) și suplimentul pe zi, adăugat la prețul permisului sau
          al rezervării pe acel stand. Cu <Text strong>Încarcă harta apei</Text> puneți o imagine a apei (PNG, JPG sau
          WEBP, cel mult 10 MB); fără ea se vede un lac desenat. Pe hartă, fiecare stand se trage cu mouse-ul sau cu
          degetul la locul lui; cu tastatura, Tab până la stand și apoi săgețile. Locul se salvează imediat.
        </Paragraph>
        <Paragraph>
          Un stand pe care s-a făcut o rezervare, s-a emis un permis sau care este într-un sector de concurs nu se mai
          poate șterge, doar dezactiva. La apă se poate stabili și un număr maxim de pescari pe zi: rezervările peste el
          sunt refuzate.
        </Paragraph>
      </>
    ),
  },
  {
    key: 'rezervari',
    title: 'Rezervări',
    body: (
      <>
        <Paragraph>
          O rezervare ține un stand (sau un loc pe o apă fără standuri) pentru o perioadă: pentru un client sau pentru
          un oaspete cu nume și telefon. Cererile trimise de pe pagina publică a bălții apar{' '}
          <Text strong>În așteptare</Text>, cu sursa <Text strong>Online</Text>; <Text strong>Confirmă</Text> sau{' '}
          <Text strong>Anulează</Text> (refuză) fiecare cerere, iar pescarul primește un e-mail la fiecare pas. O cerere
          rămasă fără răspuns până la sfârșitul rezervării este anulată automat, cu motivul „Cerere expirată”.
        </Paragraph>
        <Paragraph>
          O rezervare primită la telefon sau la poartă se înregistrează cu <Text strong>Rezervare nouă</Text>: clientul
          (sau numele și telefonul oaspetelui), apa, standul, planul, sosirea și plecarea (plecarea se completează după
          durata planului), numărul de pescari, avansul și sursa. Rezervarea făcută de personal este confirmată direct.
          Prețul este al planului pentru fiecare durată a lui începută în rezervare (două zile pe un plan de 24 de ore
          costă de două ori prețul planului), plus suplimentul standului pe fiecare zi începută; pagina publică arată
          același total înainte de trimiterea cererii.
        </Paragraph>
        <Paragraph>
          Două rezervări sau permise nu pot ține același stand în același timp: aplicația refuză suprapunerea și spune
          ce rezervare sau ce permis ocupă standul. Un avans se încasează cu chitanță din seria de chitanțe. Dacă
          semnalul cade după „Înregistrează rezervarea” și apare o eroare de rețea, apăsați din nou: primiți rezervarea
          înregistrată atunci, nu o a doua rezervare și un al doilea avans.
        </Paragraph>
        <Paragraph>
          Când pescarul ajunge la poartă, <Text strong>Prezent</Text> emite permisul rezervării (clientul, apa, standul,
          planul și perioada ei) și chitanța pentru rest: avansul se scade din total. Un oaspete devine client: dacă are
          deja o fișă cu același telefon și același nume, permisul se emite pe ea, altfel i se face una nouă. Cine nu
          vine se marchează <Text strong>Neprezentat</Text>, iar standul se eliberează. Dacă semnalul cade după „Emite
          permisul” și apare o eroare de rețea, apăsați din nou: primiți permisul emis atunci pentru rezervare.
        </Paragraph>
      </>
    ),
  },
  {
    key: 'harta',
    title: 'Harta zilei',
    body: (
      <Paragraph>
        Harta apei pentru ziua aleasă: fiecare stand colorat după stare (liber, rezervat, ocupat, pleacă azi), cu
        pescarul și rezervarea sau permisul care îl ține, iar dedesubt sosirile și plecările zilei. Pagina se
        actualizează singură la câteva secunde, fără reîncărcare.
      </Paragraph>
    ),
  },
  {
    key: 'planuri',
    title: 'Planuri',
    body: (
      <Paragraph>
        Tipurile de permis pe care le vindeți: denumire, apele pe care este valabil, durata (ore, zile, luni sau ani),
        prețul, numărul de lansete (1–10), reținerea în kg (0 kg înseamnă catch &amp; release – peștele se eliberează),
        pescuitul de noapte și o descriere. Planurile active apar cu prețul pe pagina publică. Schimbarea prețului nu
        modifică permisele deja emise.
      </Paragraph>
    ),
  },
  {
    key: 'reduceri',
    title: 'Reduceri',
    body: (
      <Paragraph>
        Reduceri procentuale (de exemplu 50% pentru copii sau pensionari, maximum 100%) sau valorice (de exemplu 10 lei)
        pe care le alegeți la emiterea permisului. Reducerea și suma scăzută apar pe permis.
      </Paragraph>
    ),
  },
  {
    key: 'cheltuieli',
    title: 'Cheltuieli',
    body: (
      <Paragraph>
        Costurile firmei: categoria (furaje, populare cu pește, salarii, utilități, întreținere, taxe și impozite,
        echipamente, altele), suma, data, apa (opțional), furnizorul, numărul documentului și o descriere. Lista are
        filtre, totalul filtrului curent și export CSV; cheltuielile intră în graficul financiar și în profitul lunii.
        Dacă semnalul cade după „Salvează” și apare o eroare de rețea, apăsați din nou: dacă cheltuiala ajunsese deja la
        server primiți cheltuiala înregistrată atunci, nu o a doua.
      </Paragraph>
    ),
  },
  {
    key: 'utilizatori',
    title: 'Utilizatori',
    body: (
      <Paragraph>
        Doar pentru administratorul firmei. Adăugați angajați (nume, email, parolă inițială, rol), le modificați datele
        sau îi ștergeți (<Text strong>Șterge</Text>). Un utilizator șters nu se mai poate autentifica, iar sesiunile lui
        se închid imediat; documentele emise de el rămân, iar filtrul <Text strong>Doar șterși</Text> îl arată și îl
        puteți aduce înapoi cu <Text strong>Restaurează</Text>. Schimbarea rolului sau a parolei unui utilizator îi
        închide și ea sesiunile: se autentifică din nou, cu drepturile sau parola noi (ce avea început într-un formular
        nesalvat se pierde, așa că anunțați-l înainte). Firma păstrează întotdeauna cel puțin un administrator activ și
        nimeni nu își poate șterge propriul cont.
      </Paragraph>
    ),
  },
  {
    key: 'setari',
    title: 'Setări',
    body: (
      <Paragraph>
        Doar pentru administratorul firmei. Datele firmei care apar pe chitanțe și pe pagina publică: denumirea, CUI-ul
        (cu prefixul RO pentru plătitorii de TVA), numărul de la Registrul Comerțului, adresa, județul, telefonul,
        emailul, IBAN-ul și banca. Tot aici se administrează seriile de documente (permise, chitanțe și dispoziții de
        casă) și, în cardul „Date personale (GDPR)”, ce se păstrează despre pescari și cât timp (vezi „Date personale”).
        În cardul „Pagina publică” alegeți dacă pagina bălții arată „Capturi recente” (vezi „Ieșire și capturi”).
      </Paragraph>
    ),
  },
  {
    key: 'jurnal',
    title: 'Jurnal audit',
    body: (
      <>
        <Paragraph>
          Doar pentru administratorul firmei. Fiecare modificare din firmă (client, permis, chitanță, document, apă,
          plan, reducere, cheltuială, serie, utilizator, setări) lasă un rând: cine, cu ce rol, ce a făcut, asupra cărui
          înregistrări, ce câmpuri s-au schimbat (valoarea veche și cea nouă), adresa IP, ID-ul cererii și ora. Tot aici
          apar deschiderea unui document al clientului, exportul datelor și anonimizarea. Răspunde la întrebări ca „cine
          a anulat permisul BD 12 și când?”: filtrați după entitate și acțiune.
        </Paragraph>
        <Paragraph>
          Datele personale (CNP, act de identitate, telefon, email, adresă, număr auto, observații, nume) apar ca{' '}
          <Text code>***</Text>: jurnalul spune că s-au schimbat, nu ce conțin. Rândurile nu se pot modifica sau șterge.
          Filtrele: utilizator, entitate, acțiune, perioadă; „Export CSV” descarcă filtrul curent.
        </Paragraph>
      </>
    ),
  },
  {
    key: 'profil',
    title: 'Profil',
    body: (
      <Paragraph>
        Numele, emailul și telefonul contului propriu și schimbarea parolei (se cere parola actuală; celelalte sesiuni
        se închid). Dacă ați uitat parola, folosiți „Ai uitat parola?” pe pagina de autentificare: primiți pe email un
        link valabil 60 de minute. Pe dispozitivul pe care sunteți autentificat, browserul păstrează tokenul sesiunii,
        numele dumneavoastră și numele firmei, ca pagina să se deseneze imediat la următoarea deschidere; „Deconectare”
        le șterge pe toate.
      </Paragraph>
    ),
  },
  {
    key: 'api',
    title: 'API pentru integratori',
    body: (
      <>
        <Paragraph>
          Site-ul propriu al bălții sau un alt program poate citi datele direct din API. Contractul complet (fiecare
          rută, ce primește și ce răspunde) este documentul OpenAPI de la <Text code>/api/docs-json</Text>, cu o
          interfață de citire la <Text code>/api/docs</Text> când administratorul serverului le-a activat (
          <Text code>SWAGGER_ENABLED</Text>); același document se află în depozitul aplicației, ca{' '}
          <Text code>openapi.json</Text>. Din el se pot genera tipurile sau clientul pentru orice limbaj.
        </Paragraph>
        <Paragraph>
          API-ul public stabil, fără autentificare, poartă eticheta <Text code>public-api</Text>: pagina bălții (
          <Text code>GET /api/public/companies/{'{slug}'}</Text>: contacte, ape, pești, regulament, prețuri) și
          verificarea unui permis după codul din QR (<Text code>GET /api/public/passes/{'{code}'}</Text>), plus
          capturile recente, când firma le-a ales (<Text code>GET /api/public/companies/{'{slug}'}/catches</Text>).
          Celelalte rute cer un token (<Text code>Authorization: Bearer …</Text>) obținut la autentificare.
        </Paragraph>
      </>
    ),
  },
];

const GUIDE: Section[] = [
  {
    key: 'poarta',
    title: 'La poartă, pas cu pas',
    body: (
      <>
        <GuideSteps
          items={[
            {
              title: 'Găsiți sau înregistrați pescarul',
              content:
                'În Clienți căutați după nume, telefon, CNP sau numărul mașinii. Dacă nu există, apăsați „Adaugă client”: numele și prenumele sunt suficiente.',
            },
            {
              title: 'Emiteți permisul',
              content:
                'Din fișa clientului apăsați „Emite permis”, alegeți apa, planul și eventual reducerea. Prețul final apare imediat; verificați-l cu pescarul, apoi apăsați „Emite permisul”.',
            },
            {
              title: 'Încasați',
              content:
                'Alegeți modul de plată: numerar (se emite automat chitanța), card sau transfer. Salvați: permisul primește seria și numărul următor.',
            },
            {
              title: 'Tipăriți permisul și chitanța',
              content:
                'Tipăriți permisul (A6, cu cod QR) și, la numerar, chitanța (A5, formularul 14-4-1). Înmânați-le pescarului; permisul se păstrează asupra lui pe toată durata pescuitului.',
            },
          ]}
        />
        <Alert
          type="info"
          showIcon
          title="Conexiune slabă"
          description="Dacă salvarea nu reușește din cauza conexiunii, nu reemiteți permisul la întâmplare: verificați mai întâi lista Permise. Un permis salvat apare acolo cu numărul lui. O listă, un ecran sau o alegere (planul, apa, standul, județul, seria) care nu s-a putut încărca spune asta și are butonul „Reîncearcă”: apăsați-l când prindeți semnal."
        />
      </>
    ),
  },
  {
    key: 'numerotare',
    title: 'Serii și numere',
    body: (
      <>
        <Paragraph>Permisele și chitanțele se numerotează separat, fiecare pe seria lui:</Paragraph>
        <ul>
          <li>
            o serie are 1–10 litere mari sau cifre (de exemplu <Text code>BD</Text> sau <Text code>P2026</Text>); pentru
            fiecare tip de document una dintre serii este cea implicită; când firma are mai multe serii active de
            același tip (de exemplu câte un carnet pentru fiecare lac), ecranele „Permis nou” și „Chitanță nouă” arată
            un câmp „Serie permis” / „Serie chitanță”, cu seria implicită deja aleasă; dacă seriile nu s-au putut
            încărca (semnal slab), câmpul apare cu „Seriile nu au putut fi încărcate”: deschideți-l și apăsați
            „Reîncearcă” înainte de a emite, altfel documentul se numerotează din seria implicită;
          </li>
          <li>
            numerele sunt consecutive și fără goluri: aplicația alocă numărul la salvare, chiar dacă mai mulți colegi
            emit în același timp; o emitere eșuată nu consumă niciun număr;
          </li>
          <li>
            numărul următor se poate doar mări (de exemplu când treceți de la un chitanțier pe hârtie), niciodată
            micșora; după ce s-a emis un document, seria nu mai poate fi redenumită și nu mai poate fi ștearsă;
          </li>
          <li>documentele nu se șterg niciodată: anularea păstrează numărul folosit.</li>
        </ul>
      </>
    ),
  },
  {
    key: 'anulare',
    title: 'Anularea',
    body: (
      <Paragraph>
        Un permis emis greșit se anulează din lista Permise (butonul de anulare, cu motivul opțional). Anularea unui
        permis anulează și chitanța lui. Documentul anulat rămâne în listă, marcat „Anulat” (chitanța „Anulată”), cu
        numărul lui, cine l-a anulat și când; nu mai intră în încasări și, la verificarea prin cod QR, apare „ANULAT”.
        Apoi emiteți un permis nou, corect, care primește numărul următor. O chitanță emisă separat se anulează la fel,
        din lista Chitanțe.
      </Paragraph>
    ),
  },
  {
    key: 'chitanta',
    title: 'Ce conține chitanța',
    body: (
      <>
        <Paragraph>Chitanța urmează formularul 14-4-1 și cuprinde:</Paragraph>
        <ul>
          <li>emitentul: denumirea firmei, CUI-ul, numărul de la Registrul Comerțului (Reg. Com.), adresa;</li>
          <li>seria, numărul și data chitanței;</li>
          <li>plătitorul: numele clientului (și CNP-ul, dacă este completat);</li>
          <li>suma, în cifre și în litere (de exemplu „50,00 lei – cincizeci de lei”);</li>
          <li>„reprezentând”: ce s-a plătit (de exemplu „Permis o zi, Lacul Mare, seria BD nr. 12”);</li>
          <li>semnătura și ștampila casierului.</li>
        </ul>
        <Paragraph type="secondary">
          Datele firmei se completează o singură dată, în Setări; verificați-le înainte de prima chitanță.
        </Paragraph>
      </>
    ),
  },
  {
    key: 'cod-qr',
    title: 'Verificarea permisului (cod QR)',
    body: (
      <>
        <Paragraph>
          Codul QR de pe permis deschide pagina de verificare a firmei,{' '}
          <Text code>&lt;firma&gt;.&lt;domeniu&gt;/verify/…</Text>, pe orice telefon, fără cont. Paznicul vede, cu
          litere mari:{' '}
          <Text strong style={{ color: '#0a7a2f' }}>
            VALID
          </Text>
          ,{' '}
          <Text strong style={{ color: '#b00000' }}>
            EXPIRAT
          </Text>
          , <Text strong>ANULAT</Text> sau{' '}
          <Text strong style={{ color: '#8a5300' }}>
            NU A ÎNCEPUT
          </Text>
          , apoi apa, planul, perioada de valabilitate, inițialele titularului (nu și la un permis anulat sau ieșit) și
          seria și numărul permisului.
        </Paragraph>
        <Paragraph>
          Pagina nu arată nume complete, CNP sau telefon. Un cod al altei firme apare ca „Permisul nu a fost găsit”.
          Verificările sunt limitate pe minut; la prea multe încercări apare „Prea multe verificări, încercați peste un
          minut”.
        </Paragraph>
      </>
    ),
  },
  {
    key: 'date-personale',
    title: 'Date personale (GDPR)',
    body: (
      <>
        <Paragraph>
          <Text strong>Ce păstrăm și de ce.</Text> Numele pescarului (pe permis și pe chitanță), CNP-ul (identificarea
          pe chitanță; Legea 190/2018 cere garanții: îl puteți opri din Setări), seria și numărul actului de identitate,
          telefonul, emailul, adresa, numărul auto (verificarea la poartă) și copiile actelor încărcate. Copiile actelor
          de identitate se pot păstra doar cu acordul explicit al clientului (Decizia ANSPDCP 132/2011): fără acord
          înregistrat, butonul „Încarcă documente” este oprit.
        </Paragraph>
        <Paragraph>
          <Text strong>Acordul.</Text> Pe fișa clientului, cardul „Acord și date personale”: „Înregistrează acordul”
          salvează textul la care clientul a fost de acord, cine l-a înregistrat și când; „Tipărește formularul de
          acord” deschide formularul de semnat și fereastra de tipărire.
        </Paragraph>
        <Paragraph>
          <Text strong>Cât timp.</Text> În Setări → „Date personale (GDPR)”: dacă se păstrează CNP-ul (oprit: formularul
          clientului nu-l mai cere și aplicația refuză unul), dacă se păstrează copii ale actelor, după câte luni se
          șterg documentele (0 = se păstrează) și după câți ani fără permis, chitanță sau rezervare se anonimizează
          clientul (0 = niciodată); după aceeași perioadă, rezervările vechi ale oaspeților care n-au devenit clienți
          păstrează doar inițialele, la fel membrii fără client ai echipelor de la concursurile încheiate înainte de ea
          (echipa al cărei prim membru e un astfel de oaspete își pierde și telefonul și emailul, iar numele lor dispar
          din numele echipei; clasamentul rămâne). O dată pe zi aplicația face singură curățenia. Chitanțele și
          permisele rămân, cu numerele și sumele lor: sunt documente fiscale.
        </Paragraph>
        <Paragraph>
          <Text strong>Când un pescar cere datele sau ștergerea lor</Text> (administratorul firmei):
        </Paragraph>
        <GuideSteps
          last
          items={[
            {
              title: 'Cererea de acces',
              description:
                '„Exportă datele (JSON)” pe fișa clientului descarcă tot: datele, permisele, chitanțele (și dispozițiile de plată care le-au restituit), rezervările, capturile, lista documentelor și istoricul din jurnal. Îi trimiteți fișierul.',
            },
            {
              title: 'Cererea de ștergere',
              description:
                '„Anonimizează”: scrieți motivul și numele clientului pentru confirmare. Se șterg CNP-ul, actul, telefonul, emailul, adresa (cu județul și localitatea), numărul auto, observațiile și documentele; numele rămâne ca inițiale. Numele dispare și din echipele de concurs ale clientului (și din clasamentul public), din textul chitanțelor și al bonurilor fiscale și din dispozițiile de plată care i-au restituit o chitanță (rămân inițialele); echipa al cărei prim membru este își pierde telefonul și emailul. Se șterg la fel rezervările și înscrierile la concursuri făcute ca oaspete, cu același email sau telefon, chiar dacă n-au fost legate de client; emailul și telefonul bălții (din Setări), scrise de recepție pentru oaspeții fără date, nu sunt ale nimănui și nu găsesc nimic. Chitanțele și bonurile rămân, cu numerele și sumele lor. Nu se poate anula. Unui client anonimizat nu i se mai emit permise și nu i se mai păstrează documente: dacă pescarul revine, se înregistrează ca un client nou. Un oaspete care n-a devenit niciodată client (doar o cerere de rezervare sau o înscriere la concurs): creați-i o fișă de client cu același telefon sau email, apoi „Exportă datele” sau „Anonimizează” pe ea găsesc și rezervările și înscrierile lui.',
            },
            {
              title: 'Dovada',
              description: 'Exportul și anonimizarea apar în Jurnal audit, cu cine, când și motivul.',
            },
          ]}
        />
      </>
    ),
  },
  {
    key: 'casa-de-marcat',
    title: 'Casa de marcat (bon fiscal)',
    body: (
      <>
        <Paragraph>
          Dacă firma trebuie să dea bon fiscal, alegeți în Setări → „Documentul vânzării” modul{' '}
          <Text strong>Casă de marcat (AMEF)</Text>. De atunci fiecare plată cu numerar sau card de la poartă (permis,
          surplusul la ieșire, avansul unei rezervări) se tipărește ca bon fiscal la casa de marcat, în locul chitanței;
          plata prin transfer nu primește bon. Casa de marcat este legată de un calculator de la poartă, pe care rulează
          programul ei driver și <Text strong>agentul Bălți</Text>: agentul ia bonurile de la Bălți și le dă driverului
          ca fișiere. Agentul doar trimite cereri către Bălți; nu deschide nimic în rețeaua bălții.
        </Paragraph>
        <GuideSteps
          items={[
            {
              title: 'Instalați driverul casei de marcat',
              content:
                'Pe calculatorul de lângă casă instalați driverul furnizorului: Datecs FPrint (de exemplu Fisco), sau ECR Bridge (Datecs, Tremol, Daisy și alte mărci). Legați-l de casă și notați folderul în care driverul citește bonurile. Tipăriți întâi un bon de probă din fereastra driverului.',
            },
            {
              title: 'Adăugați casa în Bălți',
              content:
                'Setări → „Case de marcat” → „Adaugă casă de marcat”: numele, driverul (FPrint sau ECR Bridge), grupa de TVA, codurile de plată pentru numerar și card, câmpurile FPrint (de exemplu 1;1;{vat};0;0) și dacă tipărește diacritice. Apoi „Token nou”: tokenul se arată o singură dată; descărcați fișierul balti-agent.json și agentul (.zip).',
            },
            {
              title: 'Îndreptați agentul spre folderul driverului',
              content:
                'Instalați Node.js 22 pe calculator, dezarhivați agentul (de exemplu în C:\\BaltiAgent), puneți lângă el balti-agent.json și completați în el „driver_dir”: folderul notat la pasul 1. Porniți-l cu: node src\\main.mjs --config balti-agent.json. Pornirea automată la deschiderea calculatorului o face cine instalează (OPERATIONS.md, „Casa de marcat”).',
            },
            {
              title: 'Încercați cu un raport X',
              content:
                'Pagina „Casa de marcat” arată casa „Conectată”. Apăsați „Raport X”: în câteva secunde casa tipărește raportul X, care nu schimbă nimic pe casă. Apoi vindeți un permis cu numerar și comparați numărul bonului de pe ecran cu cel de pe hârtie.',
            },
          ]}
        />
        <Paragraph>
          <Text strong>La poartă.</Text> După vânzare, pagina permisului arată bonul pe loc: „Bon fiscal: în coadă”,
          apoi „Bon fiscal nr. N tipărit”; numărul bonului apare și pe permisul tipărit. Dacă driverul refuză bonul (de
          exemplu „Hârtie terminată în casa de marcat.”), rezolvați cauza și apăsați <Text strong>Reîncearcă</Text>, sau{' '}
          <Text strong>Anulează vânzarea</Text>. Un bon tipărit de mână pe casă se înregistrează cu numărul lui
          („Tipărit de mână”). Anularea unei vânzări al cărei bon s-a tipărit cere un bon de retur (storno) pe casă:
          Bălți vă cere numărul lui.
        </Paragraph>
        <Paragraph>
          <Text strong>Când agentul nu răspunde</Text> (calculatorul oprit, fără internet), vânzările merg mai departe:
          bonurile așteaptă în ordine și se tipăresc când agentul revine. Poarta și panoul arată de când casa nu
          răspunde și câte bonuri așteaptă.
        </Paragraph>
        <Paragraph>
          <Text strong>Raportul Z</Text> închide ziua fiscală; casa refuză bonurile dacă au trecut 24 de ore de la
          ultimul Z, iar poarta vă avertizează înainte de vânzare. Apăsați „Raport Z” pe pagina „Casa de marcat”;
          rapoartele Z rămân acolo, cu numărul, data, numărul de bonuri și totalurile pe tipuri de plată.
        </Paragraph>
        <Paragraph>
          <Text strong>Bonuri de rezolvat.</Text> Pe pagina „Casa de marcat”, lista „Bonuri de rezolvat” arată tot ce
          așteaptă după dumneavoastră, fiecare cu ce s-a întâmplat și ce aveți de făcut: bonurile netipărite, retururile
          (storno) de înregistrat, un raport Z tipărit ale cărui totaluri nu au ajuns la Bălți (nu apare în registrul de
          casă: citiți raportul Z de pe hârtie și apăsați <Text strong>Înregistrează totalurile</Text>; dacă ziua lui
          este deja închisă în registrul de casă, redeschideți-o întâi) și un bon tipărit al cărui număr nu a ajuns la
          Bălți (scrieți numărul de pe bon sau din jurnalul agentului cu <Text strong>Înregistrează numărul</Text>). Tot
          acolo apare un bon sau un raport trimis casei de marcat al cărui rezultat nu a ajuns la Bălți nici după 15
          minute: verificați pe casă și în jurnalul agentului dacă s-a tipărit; un bon tipărit îl înregistrați cu{' '}
          <Text strong>Tipărit de mână</Text> (numărul de pe bon), altfel îl tipăriți de mână sau anulați vânzarea; un
          raport Z tipărit îl înregistrați cu <Text strong>Înregistrează totalurile</Text>, altfel îl anulați. Panoul le
          numără pe casă („de verificat”). Un bon iese din listă doar după ce îl rezolvați; nu tipăriți un alt raport Z
          în locul celui fără totaluri: ar ieși gol.
        </Paragraph>
        <Alert
          type="info"
          showIcon
          title="Mod demonstrativ (fără casă de marcat)"
          description={
            <>
              Puteți încerca tot fluxul înainte de a cumpăra casa: simulatorul din agent se poartă ca un driver
              (numerotează bonurile, ține rapoartele Z, refuză bonurile la 24 de ore de la Z). Porniți-l pe un folder
              gol, de exemplu <Text code>node simulator/simulator.mjs --format fprint --dir C:\BaltiDemo</Text>, puneți
              același folder în „driver_dir” și vindeți la poartă. Cu <Text code>--fail paper-end</Text> simulați hârtia
              terminată (până creați în folder fișierul <Text code>hartie-incarcata.ctl</Text>). Bonurile simulatorului
              nu sunt fiscale.
            </>
          }
        />
      </>
    ),
  },
  competitionGuide,
  {
    key: 'roluri',
    title: 'Roluri: cine ce poate face',
    body: (
      <>
        <Paragraph>
          <Text strong>Administratorul firmei</Text> are acces la tot. <Text strong>Angajatul</Text> lucrează la poartă:
          clienți, permise, chitanțe, ape, planuri, reduceri și cheltuieli, dar nu vede Utilizatori și Setări.
        </Paragraph>
        <Table
          size="small"
          pagination={false}
          dataSource={ROLE_ROWS}
          columns={[
            { title: 'Ce', dataIndex: 'what' },
            { title: 'Administrator firmă', dataIndex: 'admin', align: 'center' },
            { title: 'Angajat', dataIndex: 'staff', align: 'center' },
          ]}
        />
      </>
    ),
  },
];

const ALL = [...GUIDE, ...SCREENS];

/** /company/documentation: the Romanian user guide for lake staff and the company administrator. */
export default function CompanyDocumentationPage() {
  return (
    <Row gutter={{ xs: 16, md: 32 }}>
      <Col xs={24} lg={18}>
        <Title level={2}>Documentație</Title>
        <Paragraph>
          Ghidul aplicației pentru angajații de la poartă și pentru administratorul firmei: întâi fluxul de lucru
          zilnic, apoi fiecare pagină din meniu.
        </Paragraph>
        <Sections items={GUIDE} />
        <Title level={2} style={{ marginTop: 32 }}>
          Paginile aplicației
        </Title>
        <Sections items={SCREENS} />
      </Col>
      <Col xs={0} lg={6}>
        <Anchor offsetTop={80} items={ALL.map((s) => ({ key: s.key, href: `#doc-${s.key}`, title: s.title }))} />
      </Col>
    </Row>
  );
}
