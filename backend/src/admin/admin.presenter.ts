import { Int, Money } from '@app/common/openapi';
import { CompanyBaseResponse } from '@app/companies/company.presenter';

/** A row of the platform admin's companies list: the company and its activity figures. */
export class AdminCompanyResponse extends CompanyBaseResponse {
  @Int() users_count: number;
  @Int() clients_count: number;
  @Int({ description: 'permise vândute în ultimele 30 de zile' }) passes_30d: number;
  @Money({ description: 'încasări luna aceasta, lei' }) income_month: string;
}
