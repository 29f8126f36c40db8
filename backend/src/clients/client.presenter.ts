import { Bool, Day, Instant, Int, Nested, Text } from '@app/common/openapi';
import type { Client } from './entities/client.entity';

/** One of a client's documents (the client's `files`). */
export class ClientFileResponse {
  @Int({ description: 'id-ul documentului (pentru ștergere)' }) id: number;
  @Int({ description: 'id-ul fișierului (pentru descărcare)' }) media_id: number;
  @Text() name: string;
  @Text() mime: string;
  @Int({ description: 'octeți' }) size: number;
  @Instant() created_at: Date;
}

export class ClientResponse {
  @Int() id: number;
  @Text() first_name: string;
  @Text() last_name: string;
  @Text({ description: '"Popescu Ion" (numele de familie întâi)' }) name: string;
  @Text({ nullable: true }) cnp: string | null;
  @Day({ nullable: true, description: 'din CNP' }) birth_date: string | null;
  @Text({ nullable: true }) id_series: string | null;
  @Text({ nullable: true }) id_number: string | null;
  @Text({ nullable: true }) phone: string | null;
  @Text({ nullable: true }) email: string | null;
  @Int({ nullable: true }) state_id: number | null;
  @Text({ nullable: true }) city: string | null;
  @Text({ nullable: true }) address: string | null;
  @Text({ nullable: true }) car_plate: string | null;
  @Text({ nullable: true }) notes: string | null;
  @Bool() blocked: boolean;
  @Text({ nullable: true }) blocked_reason: string | null;
  @Instant({ nullable: true, description: 'când și-a dat clientul acordul (necesar pentru documente)' })
  consent_at: Date | null;
  @Int({ nullable: true, description: 'utilizatorul care a înregistrat acordul' }) consent_by: number | null;
  @Text({ nullable: true, description: 'textul la care și-a dat acordul' }) consent_text: string | null;
  @Instant({ nullable: true, description: 'datele personale au fost anonimizate' }) anonymized_at: Date | null;
  @Instant() created_at: Date;
  @Instant() updated_at: Date;
  @Nested([ClientFileResponse], { optional: true, description: 'doar la un singur client (nu în listă)' })
  files?: ClientFileResponse[];
}

export function presentClient(c: Client, files?: ClientFileResponse[]): ClientResponse {
  return {
    id: c.id,
    first_name: c.first_name,
    last_name: c.last_name,
    name: `${c.last_name} ${c.first_name}`,
    cnp: c.cnp,
    birth_date: c.birth_date,
    id_series: c.id_series,
    id_number: c.id_number,
    phone: c.phone,
    email: c.email,
    state_id: c.state_id,
    city: c.city,
    address: c.address,
    car_plate: c.car_plate,
    notes: c.notes,
    blocked: c.blocked,
    blocked_reason: c.blocked_reason,
    consent_at: c.consent_at ?? null,
    consent_by: c.consent_by ?? null,
    consent_text: c.consent_text ?? null,
    anonymized_at: c.anonymized_at ?? null,
    created_at: c.created_at,
    updated_at: c.updated_at,
    ...(files ? { files } : {}),
  };
}
