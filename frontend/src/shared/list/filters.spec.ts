import { searchActive } from './filters';
import { parseListParams } from './listParams';

const view = (q: string) =>
  parseListParams(new URLSearchParams(q), ['active'], { sort: { sort_by: 'name', sort_dir: 'asc' } });

describe('searchActive (a catalogue list → its API filter)', () => {
  it('sends the search and the chosen state, "inactive" included', () => {
    expect(searchActive(view('q=lac&active=0'))).toEqual({ search: 'lac', active: '0' });
    expect(searchActive(view('active=1'))).toEqual({ search: undefined, active: '1' });
  });

  it('sends neither for an empty search and "Toate"', () => {
    expect(searchActive(view(''))).toEqual({ search: undefined, active: undefined });
    expect(searchActive(view('q=&active='))).toEqual({ search: undefined, active: undefined });
  });
});
