import { useEffect, useState } from 'react';
import { apiPath } from '@/shared/api/apiPath';
import { getStoredToken } from '@/shared/api/token';
import type { Schemas } from '@/shared/api/schema';

/**
 * A water's map image: upload (multipart), fetch (bytes with the bearer token), remove; plain fetch,
 * the addresses typed by openapi.json (shared/api/apiPath.ts).
 */
type Water = Schemas['WaterResponse'];
type Ref = { companyId: number; id: number };

const headers = (): Record<string, string> => {
  const token = getStoredToken();
  return { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) };
};

/** Answers the water, or throws the server's Romanian message. */
async function answer(response: Response): Promise<Water> {
  const data = (await response.json().catch(() => null)) as
    (Water & { message?: string; errors?: Record<string, string[]> }) | null;
  if (!response.ok) {
    const first = data?.errors ? Object.values(data.errors)[0]?.[0] : undefined;
    throw new Error(first ?? data?.message ?? 'Harta nu a putut fi salvată.');
  }
  return data as Water;
}

export async function uploadWaterMap(ref: Ref, file: File): Promise<Water> {
  const body = new FormData();
  body.append('files[]', file);
  return answer(
    await fetch(apiPath('post', '/api/company/{companyId}/waters/{id}/map', ref), {
      method: 'POST',
      headers: headers(),
      body,
    }),
  );
}

export async function removeWaterMap(ref: Ref): Promise<Water> {
  return answer(
    await fetch(apiPath('post', '/api/company/{companyId}/waters/{id}/map/delete', ref), {
      method: 'POST',
      headers: headers(),
    }),
  );
}

/** A blob: URL of the water's map while the component shows it; null without one. */
export function useWaterMapUrl(ref: Ref, mediaId: number | null | undefined): string | null {
  const { companyId, id } = ref;
  const key = mediaId && id ? `${companyId}/${id}/${mediaId}` : null;
  const [loaded, setLoaded] = useState<{ key: string; url: string } | null>(null);
  useEffect(() => {
    if (!key) return;
    let url: string | null = null;
    let cancelled = false;
    void fetch(apiPath('get', '/api/company/{companyId}/waters/{id}/map', { companyId, id }), { headers: headers() })
      .then((r) => (r.ok ? r.blob() : null))
      .then((blob) => {
        if (!blob || cancelled) return;
        url = URL.createObjectURL(blob);
        setLoaded({ key, url });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [companyId, id, key]);
  return key && loaded?.key === key ? loaded.url : null;
}
