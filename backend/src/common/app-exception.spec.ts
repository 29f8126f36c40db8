import { allValid, AppException } from './app-exception';

describe('allValid', () => {
  it('answers every result, in order, when no check fails', async () => {
    await expect(allValid([Promise.resolve(1), 'two', null])).resolves.toEqual([1, 'two', null]);
  });

  it("merges the checks' 422s into one, a field's first message winning", async () => {
    const failed = allValid([
      Promise.reject(AppException.invalid({ water_id: ['Apa lipsește.'] })),
      Promise.reject(AppException.invalid({ plan_id: ['Planul lipsește.'], water_id: ['Planul nu e pe apă.'] })),
      Promise.resolve('ok'),
    ]);
    const err = (await failed.catch((e: unknown) => e)) as AppException;
    expect(err.getStatus()).toBe(422);
    expect(err.getResponse()).toEqual({
      message: 'Datele trimise nu sunt valide.',
      errors: { water_id: ['Apa lipsește.'], plan_id: ['Planul lipsește.'] },
    });
  });

  it('throws any other error as it is, before the 422s', async () => {
    const notFound = AppException.notFound();
    await expect(allValid([Promise.reject(AppException.invalid({ a: ['x'] })), Promise.reject(notFound)])).rejects.toBe(
      notFound,
    );
  });
});
