import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ro } from './validation/messages';

/** Query strings carry numbers as text; JSON bodies carry them as numbers. Both are accepted. */
export const toInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;

/** Every list takes this filter and answers a Page (docs/conventions.md, API wire format). */
export class ListFilterDto {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: ro.integer })
  @Min(1, { message: ro.min })
  @Max(1_000_000, { message: ro.max })
  page?: number;

  @ApiPropertyOptional({ default: 25, minimum: 1, maximum: 100 })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: ro.integer })
  @Min(1, { message: ro.min })
  @Max(100, { message: ro.max })
  per_page?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: ro.string })
  @MaxLength(100, { message: ro.maxLength })
  search?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: ro.string })
  @MaxLength(40, { message: ro.maxLength })
  sort_by?: string;

  @ApiPropertyOptional({ enum: ['asc', 'desc'] })
  @IsOptional()
  @IsIn(['asc', 'desc'], { message: ro.inList })
  sort_dir?: 'asc' | 'desc';

  @ApiPropertyOptional({
    description:
      'Pagina care urmează după `next_cursor` al paginii anterioare (aceeași sortare); `page` rămâne numărul afișat.',
  })
  @IsOptional()
  @IsString({ message: ro.string })
  @MaxLength(300, { message: ro.maxLength })
  after?: string;
}

export interface Page<T> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  /** Set when more than `total` rows match: a search counts up to COUNT_CAP, never every match. */
  total_capped?: boolean;
  /** Where the next page starts (common/keyset.ts), when the list's order allows it and this page is full. */
  next_cursor?: string;
}

/** A search counts its matches up to this many; beyond it the page says "peste 1 000". */
export const COUNT_CAP = 1000;

export function pageParams(filter: ListFilterDto): { page: number; perPage: number; skip: number } {
  const page = filter.page ?? 1;
  const perPage = filter.per_page ?? 25;
  return { page, perPage, skip: (page - 1) * perPage };
}

export function toPage<T>(data: T[], total: number, page: number, perPage: number, capped = false): Page<T> {
  const out: Page<T> = {
    data,
    current_page: page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
  if (capped) out.total_capped = true;
  return out;
}

/**
 * Escapes LIKE wildcards so a search for "50%" finds "50%", not everything. Use it with
 * `LIKE :q ESCAPE '!'`: `!` needs no quoting on either database (a backslash does on MariaDB,
 * and SQLite has no default escape character at all).
 */
export function likePattern(search: string): string {
  return `%${search.trim().replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/**
 * The same for "starts with": `LIKE 'Pop%'` can use an index on the column (a leading `%` never
 * can), so the searches staff type at the gate (a name, a CNP, a phone, a plate) stay fast.
 */
export function likePrefix(search: string): string {
  return `${search.trim().replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/** `(a LIKE :q ESCAPE '!' OR b LIKE :q ESCAPE '!')` for a search over several columns; bind `q` with likePattern(). */
export function likeAny(columns: string[]): string {
  return `(${columns.map((c) => `${c} LIKE :q ESCAPE '!'`).join(' OR ')})`;
}
