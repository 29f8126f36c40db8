import { removedTags, resourceTags } from './resourceTags';

const ref = { id: 7 };

describe('resourceTags', () => {
  const tags = resourceTags('Water', 'watersController');

  it('the list provides its tag and each row of an array answer', () => {
    expect(tags.watersControllerList.providesTags([{ id: 1 }, { id: 2 }])).toEqual([
      { type: 'Water', id: 'LIST' },
      { type: 'Water', id: 1 },
      { type: 'Water', id: 2 },
    ]);
    expect(tags.watersControllerList.providesTags(undefined)).toEqual([{ type: 'Water', id: 'LIST' }]);
  });

  it('a page answer: the rows of its data', () => {
    const pass = resourceTags('Pass', 'passesController');
    expect(pass.passesControllerList.providesTags({ data: [{ id: 3 }] })).toEqual([
      { type: 'Pass', id: 'LIST' },
      { type: 'Pass', id: 3 },
    ]);
  });

  it('a record, a create, an update and a removal', () => {
    expect(tags.watersControllerGet.providesTags(undefined, undefined, ref)).toEqual([{ type: 'Water', id: 7 }]);
    expect(tags.watersControllerCreate.invalidatesTags).toEqual([{ type: 'Water', id: 'LIST' }]);
    const changed = [
      { type: 'Water', id: 7 },
      { type: 'Water', id: 'LIST' },
    ];
    expect(tags.watersControllerUpdate.invalidatesTags(undefined, { status: 422 }, ref)).toEqual(changed);
    expect(tags.watersControllerRemove.invalidatesTags(undefined, undefined, ref)).toEqual(changed);
    expect(tags.watersControllerRemove.invalidatesTags(undefined, { status: 409 }, ref)).toEqual([]);
  });

  it('rows, also and the removal endpoint named by the resource', () => {
    const plan = resourceTags('Plan', 'plansController', {
      rows: (r: { plans: { id: number }[] }) => r.plans,
      also: { list: [{ type: 'Water', id: 'LIST' }], create: ['Chart'], update: ['Chart'], remove: ['Receipt'] },
      remove: 'Cancel',
    });
    expect(plan.plansControllerList.providesTags({ plans: [{ id: 1 }] })).toEqual([
      { type: 'Plan', id: 'LIST' },
      { type: 'Plan', id: 1 },
      { type: 'Water', id: 'LIST' },
    ]);
    expect(plan.plansControllerCreate.invalidatesTags).toEqual([{ type: 'Plan', id: 'LIST' }, 'Chart']);
    expect(plan.plansControllerUpdate.invalidatesTags(undefined, undefined, ref)).toEqual([
      { type: 'Plan', id: 7 },
      { type: 'Plan', id: 'LIST' },
      'Chart',
    ]);
    expect(plan.plansControllerCancel.invalidatesTags(undefined, undefined, ref)).toEqual([
      { type: 'Plan', id: 7 },
      { type: 'Plan', id: 'LIST' },
      'Receipt',
    ]);
    expect(removedTags('Users')(undefined, { status: 404 }, ref)).toEqual([]);
  });
});
