import { Int, NamedRef, Nested, Text } from '@app/common/openapi';

/** A county with its official code (AB … VN, B). */
export class StateResponse {
  @Int() id: number;
  @Text() name: string;
  @Text() code: string;
}

/** The global lists GET /api/user carries. */
export class ReferenceLists {
  @Nested([StateResponse]) states: StateResponse[];
  @Nested([NamedRef]) fishes: NamedRef[];
  @Nested([NamedRef]) roles: NamedRef[];
}
