import type { Client } from './entities/client.entity';

export interface PresentedFile {
  id: number; // client document id (used to delete)
  media_id: number; // media id (used to fetch the file)
  name: string;
  mime: string;
  size: number;
  created_at: Date;
}

export function presentClient(c: Client, files?: PresentedFile[]) {
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
    created_at: c.created_at,
    updated_at: c.updated_at,
    ...(files ? { files } : {}),
  };
}
