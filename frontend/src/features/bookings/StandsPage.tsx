import { useRef, useState } from 'react';
import { Button, Card, Flex, Form, Input, Switch, Table, Tag, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { useWaterQuery } from '@/features/waters/api';
import { NumberInput } from '@/shared/components/NumberInput';
import { DeleteAction, ListFailed, retryOf } from '@/shared/components/listing';
import { numberRule, RecordState, useCompanyId } from '@/shared/list/resourceForm';
import { formatLei } from '@/shared/format';
import {
  useCreateStandMutation,
  useDeleteStandMutation,
  useStandsQuery,
  useUpdateStandMutation,
  type Stand,
} from './api';
import { LakeMap } from './LakeMap';
import { removeWaterMap, uploadWaterMap, useWaterMapUrl } from './waterMap';
import { rowAction } from '@/shared/list/rowAction';

interface NewStand {
  number: string;
  name?: string;
  capacity: number;
  supplement: number;
}

/** /company/waters/:id/stands: the stands of a water as a list and on its map (markers are dragged into place). */
export default function StandsPage() {
  const companyId = useCompanyId();
  const waterId = Number(useParams().id);
  const navigate = useNavigate();
  const water = useWaterQuery({ companyId, id: waterId });
  const standsRead = useStandsQuery({ companyId, id: waterId });
  const { data: stands = [], isLoading } = standsRead;
  // Stands that got no answer (a dropped signal): said so with „Reîncearcă”, never "no stands yet".
  const retryStands = retryOf(standsRead);
  const [create, creating] = useCreateStandMutation();
  const [update] = useUpdateStandMutation();
  const [remove] = useDeleteStandMutation();
  const [form] = Form.useForm<NewStand>();
  const [problem, setProblem] = useState<string | null>(null);
  const mapUrl = useWaterMapUrl({ companyId, id: waterId }, water.data?.map_media_id);
  const [mapBusy, setMapBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  if (!water.data)
    return (
      <RecordState
        isLoading={water.isLoading}
        error={water.error}
        onBack={() => void navigate('/company/waters')}
        onRetry={() => void water.refetch()}
      />
    );

  const add = async (values: NewStand) => {
    if (!values.number?.trim()) {
      setProblem('Scrieți numărul standului.');
      return;
    }
    setProblem(null);
    const saved = await rowAction(
      create({
        companyId,
        createStandDto: {
          water_id: waterId,
          number: values.number.trim(),
          name: values.name?.trim() || null,
          capacity: values.capacity ?? 1,
          supplement: values.supplement ?? 0,
          active: true,
          // A new marker lands in a free row along the top; drag it into place.
          x: 8 + ((stands.length * 9) % 84),
          y: 10 + Math.floor((stands.length * 9) / 84) * 10,
        },
      }).unwrap(),
      (stand) => `Standul ${stand.number} a fost adăugat.`,
    );
    if (saved) form.resetFields();
  };
  const changeMap = async (work: () => Promise<unknown>, done: string) => {
    setMapBusy(true);
    try {
      await work();
      toast.success(done);
      await water.refetch();
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setMapBusy(false);
    }
  };
  const move = (id: number, x: number, y: number) =>
    void rowAction(update({ companyId, id, updateStandDto: { x, y } }).unwrap());

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Standuri – {water.data.name}
        </Typography.Title>
        <Button onClick={() => void navigate(`/company/board?water_id=${waterId}`)}>Harta zilei</Button>
      </Flex>
      <Flex gap={16} wrap>
        <div style={{ flex: '2 1 420px', minWidth: 0 }}>
          <LakeMap
            label={`Harta apei ${water.data.name}: trageți standurile la locul lor`}
            markers={stands.map((s) => ({
              id: s.id,
              number: s.number,
              x: s.x,
              y: s.y,
              // White numbers on them: ≥ 4.5:1 (WCAG AA).
              color: s.active ? '#0958d9' : '#595959',
              title: `Standul ${s.number}`,
            }))}
            onMove={move}
            image={mapUrl}
          />
          <Flex gap={8} wrap align="center" style={{ marginTop: 8 }}>
            <Button loading={mapBusy} onClick={() => fileInput.current?.click()}>
              {water.data.map_media_id ? 'Schimbă harta' : 'Încarcă harta apei'}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              aria-label="Imaginea hărții (PNG, JPG sau WEBP)"
              hidden
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file)
                  void changeMap(() => uploadWaterMap({ companyId, id: waterId }, file), 'Harta a fost salvată.');
              }}
            />
            {water.data.map_media_id ? (
              <DeleteAction
                label="Scoate harta"
                title="Scoți imaginea hărții?"
                description="Standurile își păstrează locurile."
                okText="Da, scoate"
                onConfirm={() => changeMap(() => removeWaterMap({ companyId, id: waterId }), 'Harta a fost scoasă.')}
              />
            ) : null}
          </Flex>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            Trageți un stand cu mouse-ul sau cu degetul; cu tastatura: Tab până la stand, apoi săgețile.
          </Typography.Paragraph>
        </div>
        <Card size="small" title="Adaugă un stand" style={{ flex: '1 1 280px' }}>
          <Form<NewStand>
            form={form}
            layout="vertical"
            noValidate
            initialValues={{ capacity: 1, supplement: 0 }}
            onFinish={(v) => void add(v)}
          >
            <Form.Item label="Număr" name="number" validateStatus={problem ? 'error' : undefined} help={problem}>
              <Input maxLength={20} />
            </Form.Item>
            <Form.Item label="Denumire" name="name">
              <Input maxLength={120} />
            </Form.Item>
            <Flex gap={12}>
              {/* No min or max on the inputs: antd would change "0" or "-5" on blur without a word. */}
              <Form.Item label="Pescari" name="capacity" rules={[numberRule({ integer: true, min: 1, max: 10 })]}>
                <NumberInput precision={0} />
              </Form.Item>
              <Form.Item label="Supliment (lei/zi)" name="supplement" rules={[numberRule({ min: 0, decimals: 2 })]}>
                <NumberInput step={5} decimalSeparator="," />
              </Form.Item>
            </Flex>
            <Button type="primary" htmlType="submit" loading={creating.isLoading}>
              Adaugă standul
            </Button>
          </Form>
        </Card>
      </Flex>
      {/* A phone scrolls the table sideways: the region takes the focus, so a keyboard scrolls it too. */}
      <div className="scroll-region" tabIndex={0} role="region" aria-label="Standurile apei">
        <Table<Stand>
          style={{ marginTop: 16 }}
          rowKey="id"
          loading={isLoading}
          dataSource={stands}
          pagination={false}
          locale={{
            emptyText: retryStands ? (
              <ListFailed text="Standurile nu au putut fi încărcate." onRetry={retryStands} />
            ) : (
              'Apa nu are încă standuri.'
            ),
          }}
          columns={[
            { title: 'Nr.', dataIndex: 'number' },
            { title: 'Denumire', dataIndex: 'name', render: (v: string | null) => v ?? '—' },
            { title: 'Pescari', dataIndex: 'capacity', align: 'right' },
            { title: 'Supliment / zi', dataIndex: 'supplement', align: 'right', render: (v: string) => formatLei(v) },
            {
              title: 'Activ',
              dataIndex: 'active',
              render: (v: boolean, s) => (
                <Switch
                  size="small"
                  checked={v}
                  aria-label={`Standul ${s.number} activ`}
                  onChange={(active) =>
                    void rowAction(update({ companyId, id: s.id, updateStandDto: { active } }).unwrap())
                  }
                />
              ),
            },
            {
              title: 'Acțiuni',
              key: 'actions',
              render: (_, s) =>
                s.used ? (
                  <Tag>Folosit</Tag>
                ) : (
                  <DeleteAction
                    title={`Ștergi standul ${s.number}?`}
                    onConfirm={() => rowAction(remove({ companyId, id: s.id }).unwrap(), (a) => a.message)}
                  />
                ),
            },
          ]}
        />
      </div>
    </>
  );
}
