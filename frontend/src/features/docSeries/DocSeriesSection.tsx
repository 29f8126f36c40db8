import { useState } from 'react';
import { Button, Card, Flex, Form, Modal, Segmented, Table, Tag, type TableProps } from 'antd';
import { toast } from 'react-toastify';
import { AddButton, DeleteAction, ExportCsvButton, ListEmpty } from '@/shared/components/listing';
import { useCompanyId } from '@/shared/list/resourceForm';
import type { CsvColumn } from '@/shared/csv';
import { formatDate } from '@/shared/format';
import { applyServerErrors } from '@/shared/list/applyServerErrors';
import {
  DOC_TYPES,
  docTypeLabel,
  useCreateDocSeriesMutation,
  useDeleteDocSeriesMutation,
  useDocSeriesQuery,
  useUpdateDocSeriesMutation,
  type DocSeries,
  type DocSeriesFilter,
  type DocType,
} from './api';
import { DocSeriesForm, toDocSeriesInput, type DocSeriesFormValues } from './DocSeriesForm';
import { useDeleteRow } from '@/shared/list/rowAction';
import { useWholeList } from '@/shared/list/useListController';
import { activeColumn } from '@/shared/list/columns';

const csvColumns: CsvColumn<DocSeries>[] = [
  { title: 'Tip', value: (d) => docTypeLabel(d.type) },
  { title: 'Serie', value: (d) => d.series },
  { title: 'Numărul următor', value: (d) => d.next_number },
  { title: 'Documente emise', value: (d) => d.issued_count },
  { title: 'Implicită', value: (d) => d.is_default },
  { title: 'Activă', value: (d) => d.active },
  { title: 'Creată la', value: (d) => formatDate(d.created_at) },
];

const TYPE_FILTER = [{ value: '', label: 'Toate' }, ...DOC_TYPES];

/** "Serii de documente" of /company/settings (role 2): GET {base}/docSeries, create/edit in a modal, delete. */
export function DocSeriesSection() {
  const companyId = useCompanyId();
  // The type filter is in the URL (`?serii_type=receipt`), beside the settings page's own.
  const list = useWholeList<DocSeriesFilter, DocSeries[], DocSeries>({
    prefix: 'serii_',
    noun: ['serie', 'serii'],
    filters: ['type'],
    defaults: { perPage: 100 },
    useQuery: useDocSeriesQuery,
    toFilter: ({ filters }) => ({ companyId, type: DOC_TYPES.find((t) => t.value === filters.type)?.value }),
    rowsOf: (series) => series,
  });
  const type = list.params.filters.type ?? '';
  const [editing, setEditing] = useState<DocSeries | null>(null);
  const [open, setOpen] = useState(false);
  const onDelete = useDeleteRow(useDeleteDocSeriesMutation, 'Seria a fost ștearsă.');

  const openForm = (series: DocSeries | null) => {
    setEditing(series);
    setOpen(true);
  };
  const close = () => setOpen(false);

  const columns: TableProps<DocSeries>['columns'] = [
    { title: 'Tip', dataIndex: 'type', key: 'type', render: (t: DocType) => docTypeLabel(t) },
    {
      title: 'Serie',
      dataIndex: 'series',
      key: 'series',
      render: (s: string, d) => (
        <>
          <strong>{s}</strong> {d.is_default && <Tag color="blue">Implicită</Tag>}
        </>
      ),
    },
    { title: 'Numărul următor', dataIndex: 'next_number', key: 'next_number', align: 'right' },
    { title: 'Emise', dataIndex: 'issued_count', key: 'issued_count', align: 'right' },
    activeColumn(),
    {
      title: 'Acțiuni',
      key: 'actions',
      render: (_, d) => (
        <Flex gap={4}>
          <Button type="link" size="small" onClick={() => openForm(d)}>
            Editează
          </Button>
          {d.issued_count === 0 && <DeleteAction title={`Ștergi seria ${d.series}?`} onConfirm={() => onDelete(d)} />}
        </Flex>
      ),
    },
  ];

  return (
    <Card
      title="Serii de documente"
      style={{ maxWidth: 900, marginTop: 24 }}
      extra={
        <Flex gap={8}>
          <ExportCsvButton fileBase="serii-documente" columns={csvColumns} load={list.loadAll} />
          <AddButton label="Adaugă serie" onClick={() => openForm(null)} />
        </Flex>
      }
    >
      <Segmented
        aria-label="Tip document"
        options={TYPE_FILTER}
        value={type}
        onChange={(v) => list.setFilter('type', v)}
        style={{ marginBottom: 16 }}
      />
      <Table<DocSeries>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={false}
        className="table-scroll-x"
        locale={{
          emptyText: list.firstLoad ? (
            ' '
          ) : (
            <ListEmpty
              text="Nu ai definit încă nicio serie. Permisele și chitanțele au nevoie de câte o serie."
              onAdd={() => openForm(null)}
              addLabel="Adaugă serie"
            />
          ),
        }}
      />
      <Modal
        title={editing ? `Editare serie ${editing.series}` : 'Serie nouă'}
        open={open}
        onCancel={close}
        footer={null}
        destroyOnHidden
      >
        {open && <SeriesEditor key={editing?.id ?? 'new'} editing={editing} onClose={close} />}
      </Modal>
    </Card>
  );
}

/** The modal's content: owns its form, so each opening starts from the series' stored values. */
function SeriesEditor({ editing, onClose }: { editing: DocSeries | null; onClose: () => void }) {
  const companyId = useCompanyId();
  const [form] = Form.useForm<DocSeriesFormValues>();
  const [createSeries, { isLoading: creating }] = useCreateDocSeriesMutation();
  const [updateSeries, { isLoading: updating }] = useUpdateDocSeriesMutation();

  const onFinish = async (values: DocSeriesFormValues) => {
    const input = toDocSeriesInput(values);
    try {
      if (editing) {
        // The type never changes; a series with issued numbers keeps its name.
        const { type: _type, series, ...rest } = input;
        await updateSeries({
          companyId,
          id: editing.id,
          updateDocSeriesDto: { ...rest, ...(editing.issued_count > 0 ? {} : { series }) },
        }).unwrap();
      } else {
        await createSeries({ companyId, createDocSeriesDto: input }).unwrap();
      }
      toast.success('Seria a fost salvată.');
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  return (
    <DocSeriesForm
      form={form}
      editing={editing}
      onFinish={onFinish}
      onCancel={onClose}
      loading={creating || updating}
    />
  );
}
