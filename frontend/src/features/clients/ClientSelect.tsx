import { useEffect, useMemo, useState } from 'react';
import { Button, Flex, Select } from 'antd';
import { SEARCH_DEBOUNCE_MS } from '@/shared/components/listing';
import { useCompanyId } from '@/shared/list/resourceForm';
import { useClientQuery, useClientsQuery, type Client } from './api';

export const clientLabel = (c: Pick<Client, 'name' | 'cnp' | 'phone' | 'blocked'>): string =>
  [c.name, c.cnp, c.phone].filter(Boolean).join(' · ') + (c.blocked ? ' (blocat)' : '');

/**
 * The angler of a new pass or receipt: a Select searching POST {base}/clients on the server
 * (name, CNP, phone, car plate). The chosen client stays listed even when the search moves on.
 */
export function ClientSelect({
  id,
  value,
  onChange,
  onClient,
  autoFocus,
}: {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The whole record of the chosen client (car plate, blocked…). */
  onClient?: (client: Client | null) => void;
  autoFocus?: boolean;
}) {
  const companyId = useCompanyId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, isFetching, isError, refetch } = useClientsQuery({
    companyId,
    clientFilterDto: {
      page: 1,
      per_page: 20,
      search: search || undefined,
      sort_by: search ? undefined : 'created_at',
      sort_dir: search ? undefined : 'desc',
    },
  });
  const { data: chosen } = useClientQuery({ companyId, id: value ?? 0 }, { skip: !value });

  useEffect(() => {
    onClient?.(value && chosen && chosen.id === value ? chosen : null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- report only when the chosen record changes
  }, [chosen, value]);

  const options = useMemo(() => {
    // No answer (a dropped signal): not the rows of an earlier search, but a way to search again.
    const rows = isError ? [] : (data?.data ?? []);
    const list = chosen && !rows.some((c) => c.id === chosen.id) ? [chosen, ...rows] : rows;
    return list.map((c) => ({ value: c.id, label: clientLabel(c) }));
  }, [data, chosen, isError]);

  return (
    <Select
      id={id}
      autoFocus={autoFocus}
      value={value ?? undefined}
      onChange={(v?: number) => onChange?.(v ?? null)}
      allowClear
      placeholder="Caută clientul după nume, CNP, telefon sau nr. auto"
      loading={isFetching}
      showSearch={{ filterOption: false, onSearch: setText, searchValue: text, autoClearSearchValue: true }}
      onSelect={() => setText('')}
      notFoundContent={
        isFetching ? (
          'Se caută…'
        ) : isError ? (
          <Flex vertical align="center" gap={8}>
            <span>Căutarea nu a primit răspuns.</span>
            <Button type="primary" size="small" onClick={() => void refetch()}>
              Reîncearcă
            </Button>
          </Flex>
        ) : (
          'Niciun client găsit.'
        )
      }
      options={options}
    />
  );
}
