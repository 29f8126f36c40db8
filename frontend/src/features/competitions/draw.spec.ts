import { drawRows, sectorColor, sectorTitle } from './draw';

describe('drawRows', () => {
  it('lists the confirmed teams with a stand, sector by sector, stands in natural order', () => {
    const competition = {
      sectors: [
        { id: 20, name: 'B' },
        { id: 10, name: 'A' },
      ],
    };
    const teams = [
      { id: 1, name: 'Unu', status: 'confirmed', sector_id: 10, stand_number: '10' },
      { id: 2, name: 'Doi', status: 'confirmed', sector_id: 10, stand_number: '2' },
      { id: 3, name: 'Trei', status: 'confirmed', sector_id: 20, stand_number: '14' },
      { id: 4, name: 'Patru', status: 'requested', sector_id: null, stand_number: null },
      { id: 5, name: 'Cinci', status: 'cancelled', sector_id: 20, stand_number: '15' },
    ];
    expect(drawRows(competition, teams).map((r) => `${r.sector} ${r.stand} ${r.team}`)).toEqual([
      'B 14 Trei',
      'A 2 Doi',
      'A 10 Unu',
    ]);
  });
  it('gives sectors distinct colours', () => {
    expect(sectorColor(0)).not.toBe(sectorColor(1));
  });
});

describe('sectorTitle', () => {
  it('says "Sectorul" once, whether or not the name says it', () => {
    expect(sectorTitle('A')).toBe('Sectorul A');
    expect(sectorTitle('Sectorul A')).toBe('Sectorul A');
    expect(sectorTitle('sector 2')).toBe('Sector 2');
    expect(sectorTitle('Sectoarele noi')).toBe('Sectorul Sectoarele noi');
    expect(sectorTitle('A', true)).toBe('sectorul A');
    expect(sectorTitle('Sectorul B', true)).toBe('sectorul B');
  });
});
