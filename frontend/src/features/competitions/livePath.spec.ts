import { competitionIdFromPath } from './livePath';

describe('competitionIdFromPath', () => {
  it('reads the id of /concurs/<id>, with or without the last slash', () => {
    expect(competitionIdFromPath('/concurs/12')).toBe(12);
    expect(competitionIdFromPath('/concurs/7/')).toBe(7);
  });
  it('leaves every other path to the other screens', () => {
    expect(competitionIdFromPath('/')).toBeNull();
    expect(competitionIdFromPath('/concurs/')).toBeNull();
    expect(competitionIdFromPath('/concurs/0')).toBeNull();
    expect(competitionIdFromPath('/concurs/abc')).toBeNull();
    expect(competitionIdFromPath('/concurs/12/x')).toBeNull();
    expect(competitionIdFromPath('/verify/12')).toBeNull();
  });
});
