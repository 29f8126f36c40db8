import { Alert, Typography } from 'antd';
import drawShot from '@/assets/docs/competition-draw.jpg';
import judgeShot from '@/assets/docs/competition-judge.jpg';
import printShot from '@/assets/docs/competition-print.jpg';
import publicShot from '@/assets/docs/competition-public.jpg';
import rankingShot from '@/assets/docs/competition-ranking.jpg';
import teamsShot from '@/assets/docs/competition-teams.jpg';
import { DocScreenshot } from './DocScreenshot';
import { GuideSteps } from './GuideSteps';

const { Paragraph, Text } = Typography;

/** The screenshots are taken by tests/browser/competition.spec.ts (UPDATE_DOCS=1). */
function Shot({ src, caption }: { src: string; caption: string }) {
  return <DocScreenshot src={src} caption={caption} />;
}

/** The guide "Organizarea unui concurs", in the company's documentation (CompanyDocumentationPage.tsx). */
export const competitionGuide = {
  key: 'concurs',
  title: 'Organizarea unui concurs',
  body: (
    <>
      <Paragraph>
        Un concurs folosește apele, standurile, clienții și chitanțele pe care firma le are deja. Pașii de mai jos merg
        de la anunț până la festivitatea de premiere. Concursul îl creează, îl trage la sorți, îl pornește și îl încheie
        administratorul firmei; angajații înscriu echipe, încasează taxele și cântăresc peștii.
      </Paragraph>
      <GuideSteps
        items={[
          {
            title: 'Pregătiți standurile',
            content:
              'În Ape → Standuri fiecare stand are numărul lui și locul pe harta apei. Concursul împarte aceste standuri în sectoare.',
          },
          {
            title: 'Creați concursul',
            content: (
              <>
                În <Text strong>Concursuri</Text> apăsați „Adaugă concurs”: numele, apa, începutul și sfârșitul, manșele
                (fiecare cu începutul și sfârșitul ei), câți pescari are o echipă (1–4), taxa de participare, speciile
                punctate, greutatea minimă și, dacă regulamentul o cere, numărul N de pești punctați (cei mai grei N).
                Alegeți și regula pentru echipele cu mai puțin de N pești. La <Text strong>Sectoare</Text> dați fiecărui
                sector un nume și standurile lui; „Împarte standurile în mod egal” le împarte în ordine. Pe toată durata
                concursului standurile sectoarelor sunt ținute pe hartă: nu se mai pot rezerva și nu se vând permise pe
                ele.
              </>
            ),
          },
          {
            title: 'Deschideți înscrierile',
            content: (
              <>
                Pe pagina concursului apăsați „Deschide înscrierile”. La poartă sau la telefon, „Înscrie echipă”: numele
                echipei, telefonul și pescarii (clienți existenți sau invitați, doar cu numele). Un pescar este într-o
                singură echipă a concursului: un client înscris deja într-o echipă care nu s-a retras este refuzat. Pe
                pagina publică a bălții apare formularul de înscriere; cererile online au eticheta „Cerere online” și se
                confirmă cu „Confirmă” (numărul lor apare pe fila Echipe). Formularul arată câte locuri mai sunt; când
                echipele confirmate ocupă toate standurile, spune că cererea intră pe lista de așteptare, iar o echipă
                se confirmă doar după ce alta se retrage.
              </>
            ),
          },
        ]}
      />
      <Shot src={teamsShot} caption="Pagina concursului: acțiunile, regulile și echipele înscrise." />
      <GuideSteps
        initial={3}
        items={[
          {
            title: 'Încasați taxa la sosire',
            content:
              '„Încasează taxa” (numerar, card sau transfer) trece prin același mecanism ca la permise: în numerar emite chitanța, iar când firma lucrează cu casa de marcat bonul fiscal (numerar sau card). Cu cardul sau prin transfer nu se emite chitanță: coloana Taxa arată „Plătit cu cardul: …” sau „Plătit prin transfer: …”, iar suma intră la plățile cu cardul sau prin transfer ale zilei în registrul de casă. Documentul apare în coloana Taxa și se tipărește de acolo. Invitații devin clienți în acest moment: cine are deja o fișă cu același telefon și același nume rămâne pe ea. Dacă semnalul cade după „Încasează” și apare o eroare de rețea, apăsați din nou: primiți taxa încasată atunci, nu o a doua chitanță. O taxă încasată greșit se anulează tot de aici, cu „Anulează încasarea”: se anulează și chitanța sau vânzarea de pe bonul fiscal, iar taxa se poate încasa din nou. Chitanța sau bonul taxei nu se anulează singure, din lista chitanțelor sau de la casa de marcat: echipa ar rămâne cu taxa plătită. O echipă care se retrage după ce a plătit primește taxa înapoi: „Anulează înscrierea” anulează și încasarea, iar confirmarea arată suma de restituit.',
          },
          {
            title: 'Trageți la sorți',
            content:
              '„Tragere la sorți” dă fiecărei echipe confirmate un stand, echilibrat pe sectoare. Puteți scrie o sămânță (de exemplu numele concursului și anul) sau o lăsați aleasă la întâmplare; ea rămâne afișată: aceeași sămânță cu aceleași echipe dă aceeași tragere, deci oricine o poate verifica. Tragerea se poate reface până la start și apare în jurnalul de audit. După tragere, „Editează” schimbă în continuare numele, manșele, taxa și regulile, dar nu apa, intervalul sau sectoarele. O echipă înscrisă sau confirmată după tragere primește stand doar la o nouă tragere: până atunci concursul nu pornește. Fila „Tragerea la sorți” arată lista și harta; „Tipărește tragerea” o scoate pe hârtie pentru avizier.',
          },
        ]}
      />
      <Shot src={drawShot} caption="Tragerea la sorți: sămânța, lista pe sectoare și standurile pe harta apei." />
      <GuideSteps
        initial={5}
        items={[
          {
            title: 'Porniți concursul',
            content:
              '„Pornește concursul” la ora startului. De acum tragerea nu se mai reface și arbitrii pot cântări.',
          },
          {
            title: 'Cântăriți la mal',
            content: (
              <>
                Arbitrul (un angajat al firmei) deschide pe telefon concursul și apasă „Cântar”. Pentru fiecare pește:
                numărul standului (sau echipa din listă), specia, greutatea, ora (propusă: acum) și numele martorului,
                apoi „Salvează cântărirea”. Cântărirea se păstrează întâi pe telefon și pleacă imediat ce este semnal.
              </>
            ),
          },
        ]}
      />
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="Fără semnal la mal"
        description="Cântarul merge și fără semnal: cântăririle rămân pe telefon, iar ecranul arată câte așteaptă. Când revine semnalul pleacă singure. Nu le introduceți din nou: fiecare are un cod făcut pe telefon, așa că o retrimitere nu dublează niciodată un pește. După încheiere se mai primesc doar cântăririle făcute între start și încheiere, după ora lor de pe telefon (țineți ora telefonului corectă: o oră din viitor este refuzată). Deschideți cântarul o dată cu semnal înainte de start; deschis prima dată fără semnal, el spune „Concursul nu poate fi citit”: apăsați „Reîncearcă” când prindeți semnal."
      />
      <Shot src={judgeShot} caption="Cântarul pe telefon, fără semnal: trei cântăriri așteaptă să fie trimise." />
      <GuideSteps
        initial={7}
        items={[
          {
            title: 'Urmăriți clasamentul',
            content: (
              <>
                Fila <Text strong>Cântăriri</Text> arată fiecare pește cum sosește; o greșeală se îndreaptă cu
                „Corectează” (altă greutate sau specie, ori scoaterea peștelui), cu motivul scris — originalul rămâne,
                barat. Fila <Text strong>Clasament</Text> se actualizează singură la câteva secunde.
              </>
            ),
          },
        ]}
      />
      <Paragraph>
        <Text strong>Cum se punctează.</Text> În fiecare sector și manșă, echipa cu cea mai mare captură punctată ia 1
        punct, următoarea 2 și așa mai departe. Echipele la egalitate de greutate împart media locurilor (locurile 4 și
        5 la egalitate: 4,5 puncte fiecare); echipele fără captură împart media locurilor rămase, sau primesc punctajul
        maxim al sectorului dacă așa ați ales pentru cele sub N pești. Contează doar speciile punctate, peștii de la
        greutatea minimă în sus și, dacă ați stabilit N, cei mai grei N. În clasamentul general câștigă suma cea mai
        mică de puncte; la egalitate decid cel mai bun loc într-o manșă, apoi greutatea totală, apoi cel mai mare pește.
        Dintre doi pești la fel de grei, cel mai mare pește al concursului este cel cântărit primul (după ora
        cântăririi, chiar dacă telefonul fără semnal l-a trimis mai târziu).
      </Paragraph>
      <Shot src={rankingShot} caption="Clasamentul live: general, cel mai mare pește și clasamentul fiecărui sector." />
      <Paragraph>
        <Text strong>Pagina publică.</Text> Butonul „Pagina publică” deschide clasamentul live de pe site-ul bălții (
        <Text code>&lt;balta&gt;.&lt;domeniu&gt;/concurs/&lt;nr&gt;</Text>): clasamentul și ultimele cântăriri, cu
        numele echipelor și standurile, niciodată telefoanele. Un pește dintr-o specie nepunctată sau sub greutatea
        minimă apare cu „(nu se punctează)”. Pagina se actualizează singură în câteva secunde; trimiteți adresa
        pescarilor și prietenilor lor.
      </Paragraph>
      <Shot src={publicShot} caption="Clasamentul live pe telefonul unui spectator." />
      <GuideSteps
        initial={8}
        items={[
          {
            title: 'Încheiați și premiați',
            content:
              '„Încheie concursul” oprește cântăririle. „Tipărește rezultatele” scoate pe A4 clasamentul general, cel al fiecărui sector și cel mai mare pește, pentru festivitatea de premiere; „Export CSV” le dă pentru site-uri sau federație. Un concurs se poate anula oricând înainte de încheiere (cu confirmare); standurile se eliberează, iar toate taxele încasate se anulează odată cu el (chitanțele, vânzările de pe bonuri, plățile cu cardul sau prin transfer): confirmarea spune câte echipe primesc taxa înapoi și suma, de exemplu „Se restituie taxele a 2 echipe: 600,00 lei”. Pe pagina publică a bălții concursul apare ca anulat până la data lui de încheiere, iar pagina lui spune echipelor că a fost anulat (motivul scris de voi nu apare). Dacă o taxă nu se poate anula (de exemplu ziua de azi este închisă în registrul de casă), concursul nu se anulează și nu se schimbă nimic: redeschideți ziua sau rezolvați cauza din mesaj, apoi încercați din nou.',
          },
        ]}
      />
      <Shot src={printShot} caption="Rezultatele tipărite pe A4." />
    </>
  ),
};
