import { Semaphore } from './passwords';

/** A task that runs until `finish()` is called. */
function gate() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { finish, task: jest.fn(() => done.then(() => 'ran')) };
}
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('Semaphore (the password hashing bound)', () => {
  it('runs at most max tasks at once, queues the next ones in order and refuses past the queue with a Romanian 429', async () => {
    const slots = new Semaphore(1, 2);
    const [a, b, c] = [gate(), gate(), gate()];
    const order: string[] = [];
    const runA = slots.run(a.task).then(() => order.push('a'));
    const runB = slots.run(b.task).then(() => order.push('b'));
    const runC = slots.run(c.task).then(() => order.push('c'));
    await expect(slots.run(() => Promise.resolve('d'))).rejects.toMatchObject({
      status: 429,
      response: { message: 'Prea multe autentificări în curs. Încercați din nou în câteva secunde.' },
    });
    await tick();
    expect([a.task.mock.calls.length, b.task.mock.calls.length, c.task.mock.calls.length]).toEqual([1, 0, 0]);
    a.finish();
    await tick();
    expect(b.task).toHaveBeenCalledTimes(1);
    expect(c.task).not.toHaveBeenCalled();
    b.finish();
    c.finish();
    await Promise.all([runA, runB, runC]);
    expect(order).toEqual(['a', 'b', 'c']);
    // All slots free again: the next task runs at once.
    await expect(slots.run(() => Promise.resolve('e'))).resolves.toBe('e');
  });

  it('passes the turn of a waiter whose client has gone to the next one, without running its task', async () => {
    const slots = new Semaphore(1, 2);
    const first = gate();
    const gone = jest.fn(() => Promise.resolve('hashed'));
    const runFirst = slots.run(first.task);
    const runGone = slots.run(gone, () => true);
    const runNext = slots.run(
      () => Promise.resolve('next'),
      () => false,
    );
    first.finish();
    await runFirst;
    await expect(runGone).rejects.toMatchObject({ status: 429 });
    await expect(runNext).resolves.toBe('next');
    expect(gone).not.toHaveBeenCalled();
  });
});
