import { useState } from 'react';
import { Button, Form, Input, Modal, Radio, Select, Table, Tag, Typography } from 'antd';
import { toast } from 'react-toastify';
import { NumberInput } from '@/shared/components/NumberInput';
import { formatDateTime } from '@/shared/format';
import { applyServerErrors } from '@/shared/list/applyServerErrors';
import { useCompanyId } from '@/shared/list/resourceForm';
import { useCorrectWeighInMutation, WEIGH_INS_PER_PAGE, type Competition, type WeighIn } from './api';
import type { FishRef } from './fishes';
import { formatKg } from './ranking';
import { ListFailed } from '@/shared/components/listing';

interface CorrectionValues {
  mode: 'change' | 'void';
  weight_kg?: number | null;
  fish_id?: number;
  reason?: string;
}

/** A correction keeps the original (audited) and needs a reason. */
function CorrectionModal({
  competition,
  fishes,
  entry,
  onClose,
}: {
  competition: Competition;
  fishes: FishRef[];
  entry: WeighIn;
  onClose: () => void;
}) {
  const companyId = useCompanyId();
  const [form] = Form.useForm<CorrectionValues>();
  const [correct, { isLoading }] = useCorrectWeighInMutation();
  const mode = Form.useWatch('mode', form);
  const onFinish = async (v: CorrectionValues) => {
    try {
      await correct({
        companyId,
        id: competition.id,
        weighInId: entry.id,
        correctWeighInDto: {
          reason: (v.reason ?? '').trim(),
          ...(v.mode === 'void' ? { void: true } : { weight_kg: Number(v.weight_kg).toFixed(3), fish_id: v.fish_id }),
        },
      }).unwrap();
      toast.success(v.mode === 'void' ? 'Cântărirea a fost anulată.' : 'Cântărirea a fost corectată.');
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  return (
    <Modal
      open
      title={`Corectează: ${entry.team_name}, ${formatKg(entry.weight_kg)}`}
      okText="Salvează corectura"
      cancelText="Renunță"
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<CorrectionValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        noValidate
        initialValues={{ mode: 'change', weight_kg: Number(entry.weight_kg), fish_id: entry.fish_id }}
        onFinish={(v) => void onFinish(v)}
      >
        <Form.Item name="mode">
          <Radio.Group
            options={[
              { value: 'change', label: 'Altă greutate sau specie' },
              { value: 'void', label: 'Anulează cântărirea' },
            ]}
          />
        </Form.Item>
        {mode !== 'void' && (
          <>
            <Form.Item
              label="Greutate"
              name="weight_kg"
              rules={[{ required: true, type: 'number', min: 0.001, message: 'Scrie greutatea.' }]}
            >
              <NumberInput
                min={0}
                max={99.999}
                step={0.01}
                decimalSeparator=","
                suffix="kg"
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Form.Item label="Specia" name="fish_id">
              <Select options={fishes.map((f) => ({ value: f.id, label: f.name }))} />
            </Form.Item>
          </>
        )}
        <Form.Item
          label="Motivul corecturii"
          name="reason"
          rules={[{ required: true, whitespace: true, message: 'Scrie motivul corecturii.' }]}
        >
          <Input.TextArea autoSize={{ minRows: 2 }} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * Every weigh-in as it arrives (newest first, a page at a time from the API), with the corrections
 * kept beside the originals.
 */
export function WeighInsTab({
  competition,
  fishes,
  entries,
  total,
  page,
  onPage,
  loading,
  onRetry,
}: {
  competition: Competition;
  fishes: FishRef[];
  /** The page shown (WEIGH_INS_PER_PAGE, newest first) of `total` weigh-ins. */
  entries: WeighIn[];
  total: number;
  page: number;
  onPage: (page: number) => void;
  /** The page asked for is not on screen yet. */
  loading: boolean;
  /** The weigh-ins got no answer: the table says so and reads them again. */
  onRetry?: () => void;
}) {
  const [editing, setEditing] = useState<WeighIn | null>(null);
  const open = competition.status === 'running' || competition.status === 'finished';
  const columns = [
    { title: 'Ora', dataIndex: 'weighed_at', render: (v: string) => formatDateTime(v) },
    { title: 'Manșa', dataIndex: 'round', align: 'right' as const },
    { title: 'Stand', dataIndex: 'stand_number', render: (v: string | null) => v ?? '—' },
    { title: 'Echipa', dataIndex: 'team_name' },
    { title: 'Specia', dataIndex: 'fish' },
    {
      title: 'Greutate',
      dataIndex: 'weight_kg',
      align: 'right' as const,
      render: (v: string, w: WeighIn) =>
        w.voided || w.replaced_by ? <Typography.Text delete>{formatKg(v)}</Typography.Text> : formatKg(v),
    },
    { title: 'Martor', dataIndex: 'witness', render: (v: string | null) => v ?? '—' },
    {
      title: '',
      key: 'state',
      render: (_: unknown, w: WeighIn) =>
        w.voided ? (
          <Tag>anulată</Tag>
        ) : w.replaced_by ? (
          <Tag>corectată</Tag>
        ) : w.correction_of ? (
          <Tag color="orange">corectură</Tag>
        ) : open ? (
          <Button size="small" onClick={() => setEditing(w)}>
            Corectează
          </Button>
        ) : null,
    },
  ];
  return (
    <>
      <div style={{ overflowX: 'auto' }}>
        <Table<WeighIn>
          size="small"
          rowKey="id"
          loading={loading}
          dataSource={entries}
          columns={columns}
          pagination={{
            current: page,
            pageSize: WEIGH_INS_PER_PAGE,
            total,
            onChange: onPage,
            showSizeChanger: false,
            hideOnSinglePage: true,
          }}
          locale={{
            emptyText: onRetry ? (
              <ListFailed text="Cântăririle nu au putut fi încărcate." onRetry={onRetry} />
            ) : (
              'Nicio cântărire încă.'
            ),
          }}
          aria-label="Cântăriri"
        />
      </div>
      {editing && (
        <CorrectionModal competition={competition} fishes={fishes} entry={editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
