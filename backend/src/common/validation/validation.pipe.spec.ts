import { Expose, Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString } from 'class-validator';
import { AppException } from '../app-exception';
import { ListFilterDto } from '../pagination';
import { createValidationPipe } from './validation.pipe';

class Filter extends ListFilterDto {}

class Required {
  @IsString()
  name: string;

  @IsOptional()
  @IsInt()
  page?: number;
}

class Defaulted {
  @Expose()
  @Transform(({ value }: { value: unknown }) => value ?? 'name')
  @IsString()
  sort_by: string;
}

const query = (metatype: new () => object) => ({ type: 'query' as const, metatype, data: undefined });

describe('the validation pipe on an empty query string', () => {
  it('answers a new instance of the filter class each time, the first and the later ones', async () => {
    const pipe = createValidationPipe();
    const first = await pipe.transform({}, query(Filter));
    const second = await pipe.transform({}, query(Filter));
    expect(first).toBeInstanceOf(Filter);
    expect(second).toBeInstanceOf(Filter);
    expect(second).not.toBe(first);
    expect({ ...(second as object) }).toEqual({ ...(first as object) });
  });

  it('still checks a query with parameters after an empty one has passed', async () => {
    const pipe = createValidationPipe();
    await pipe.transform({}, query(Filter));
    await expect(pipe.transform({ sort_dir: 'sideways' }, query(Filter))).rejects.toBeInstanceOf(AppException);
    expect(await pipe.transform({ page: '2' }, query(Filter))).toMatchObject({ page: 2 });
  });

  it('keeps the default a transform writes, the first and the later times', async () => {
    const pipe = createValidationPipe();
    for (let i = 0; i < 3; i++) expect(await pipe.transform({}, query(Defaulted))).toEqual({ sort_by: 'name' });
  });

  it('refuses it every time for a class with a required field', async () => {
    const pipe = createValidationPipe();
    for (let i = 0; i < 2; i++) {
      await expect(pipe.transform({}, query(Required))).rejects.toBeInstanceOf(AppException);
    }
  });
});
