import {
  agentConfigText,
  agoText,
  isWaiting,
  jobPollMs,
  jobState,
  paymentName,
  silentText,
  toCheck,
  waitingText,
  zTotal,
  zTotalsText,
  type JobLike,
} from './fiscal';

const job = (over: Partial<JobLike>): JobLike => ({ status: 'queued', receipt_number: null, error: null, ...over });

describe('jobState', () => {
  it('follows a bon from the queue to its number', () => {
    expect(jobState(job({ status: 'queued' }))).toEqual({ tone: 'info', text: 'Bon fiscal: în coadă' });
    expect(jobState(job({ status: 'sent' })).tone).toBe('info');
    expect(jobState(job({ status: 'printed', receipt_number: '124' }))).toEqual({
      tone: 'success',
      text: 'Bon fiscal nr. 124 tipărit',
    });
  });

  it('says a bon was recorded by hand, and a printed bon the driver gave no number for', () => {
    expect(jobState(job({ status: 'printed', receipt_number: '7', manual: true })).text).toBe(
      'Bon fiscal nr. 7 tipărit (înregistrat de mână)',
    );
    expect(jobState(job({ status: 'printed' })).text).toBe('Bon fiscal tipărit');
  });

  it('warns of a Z printed without its totals and of a sale printed with no number, with what happened', () => {
    const problem =
      'Raportul Z a fost tipărit, dar totalurile lui nu au ajuns la Bălți: nu apare în registrul de casă.';
    expect(
      jobState(job({ status: 'printed', attention: { code: 'z_without_totals', problem, to_do: 'Verificați.' } })),
    ).toEqual({ tone: 'warning', text: problem });
    const noNumber = { code: 'no_receipt_number', problem: 'Numărul nu a ajuns.', to_do: 'Înregistrați-l.' };
    expect(jobState(job({ status: 'printed', attention: noNumber }))).toEqual({
      tone: 'warning',
      text: 'Numărul nu a ajuns.',
    });
    expect(toCheck(job({ status: 'printed', attention: noNumber }))).toBe(true);
    expect(toCheck(job({ status: 'failed', attention: { code: 'failed', problem: 'x', to_do: 'y' } }))).toBe(false);
  });

  it('warns of a bon handed to the agent whose result never came, instead of saying it prints', () => {
    const problem =
      'Bonul a fost trimis casei de marcat acum mai mult de 15 minute, dar rezultatul lui nu a ajuns la Bălți.';
    const stuck = job({ status: 'sent', attention: { code: 'no_result', problem, to_do: 'Verificați.' } });
    expect(jobState(stuck)).toEqual({ tone: 'warning', text: problem });
    expect(toCheck(stuck)).toBe(true);
  });

  it("shows the driver's Romanian error of a failed bon", () => {
    expect(jobState(job({ status: 'failed', error: 'Hârtie terminată în casa de marcat.' }))).toEqual({
      tone: 'error',
      text: 'Bon fiscal netipărit: Hârtie terminată în casa de marcat.',
    });
  });

  it('asks for the return of a cancelled printed sale, then shows its number', () => {
    expect(jobState(job({ status: 'printed', receipt_number: '5', storno_status: 'needed' })).tone).toBe('warning');
    expect(
      jobState(job({ status: 'printed', receipt_number: '5', storno_status: 'done', storno_number: '6' })).text,
    ).toBe('Vânzare anulată, bon de retur (storno) nr. 6.');
  });
});

describe('polling a bon', () => {
  it('asks often while the bon waits and stops once it is settled', () => {
    expect(isWaiting('queued')).toBe(true);
    expect(isWaiting('sent')).toBe(true);
    expect(jobPollMs('queued')).toBeGreaterThan(0);
    expect(jobPollMs('queued')).toBeLessThanOrEqual(1000);
    expect(jobPollMs('sent')).toBeGreaterThan(0);
    for (const s of ['printed', 'failed', 'cancelled'] as const) expect(jobPollMs(s)).toBe(0);
  });
});

describe('a silent agent', () => {
  const now = new Date('2026-11-25T12:00:00Z').getTime();
  it('counts how long ago in Romanian', () => {
    expect(agoText('2026-11-25T11:59:30Z', now)).toBe('de mai puțin de un minut');
    expect(agoText('2026-11-25T11:48:00Z', now)).toBe('de 12 minute');
    expect(agoText('2026-11-25T11:35:00Z', now)).toBe('de 25 de minute');
    expect(agoText('2026-11-25T10:00:00Z', now)).toBe('de 2 ore');
    expect(agoText('2026-11-25T11:00:00Z', now)).toBe('de 1 oră');
    expect(agoText('2026-11-20T12:00:00Z', now)).toBe('de 5 zile');
  });

  it('says nothing while the agent answers, and since when it is silent otherwise', () => {
    const d = {
      name: 'Casa poartă',
      online: true,
      last_seen_at: '2026-11-25T11:59:50Z',
      silent_since: null,
      jobs_waiting: 0,
    };
    expect(silentText(d, now)).toBeNull();
    const silent = { ...d, online: false, silent_since: '2026-11-25T11:48:00Z', last_seen_at: '2026-11-25T11:48:00Z' };
    expect(silentText(silent, now)).toMatch(/^Casa poartă nu răspunde de la 25\.11\.2026 \d\d:48 \(de 12 minute\)\.$/);
    expect(silentText({ ...silent, last_seen_at: null }, now)).toBe('Casa poartă: agentul nu s-a conectat niciodată.');
  });

  it('counts the bons waiting', () => {
    expect(waitingText(0)).toBe('Niciun bon în așteptare');
    expect(waitingText(1)).toBe('1 bon în așteptare');
    expect(waitingText(3)).toBe('3 bonuri în așteptare');
    expect(waitingText(20)).toBe('20 de bonuri în așteptare');
  });
});

describe('Z reports', () => {
  const totals = [
    { method: 'cash', amount: '1234.56' },
    { method: 'card', amount: '150.00' },
    { method: 'cod_3', amount: '0.44' },
  ];
  it('names the payment types and formats the amounts as lei', () => {
    expect(paymentName('cash')).toBe('Numerar');
    expect(paymentName('cod_3')).toBe('Cod plată 3');
    expect(zTotalsText(totals)).toBe('Numerar: 1.234,56 lei · Card: 150,00 lei · Cod plată 3: 0,44 lei');
    expect(zTotalsText([])).toBe('—');
  });

  it('adds the totals in bani, without float drift', () => {
    expect(zTotal(totals)).toBe(1385);
    expect(zTotal([{ amount: '0.10' }, { amount: '0.20' }])).toBe(0.3);
  });
});

describe('agentConfigText', () => {
  it('writes the JSON the agent reads, with the token and the server address', () => {
    const text = agentConfigText({
      server_url: 'https://org.balti.example.ro',
      token: 'bfd_1_abc',
      driver_dir: '',
      format: 'fprint',
    });
    expect(JSON.parse(text)).toEqual({
      server_url: 'https://org.balti.example.ro',
      token: 'bfd_1_abc',
      driver_dir: '',
      format: 'fprint',
    });
    expect(text.endsWith('\n')).toBe(true);
  });
});
