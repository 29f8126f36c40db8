import { useState } from 'react';
import { DownloadOutlined, MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Flex,
  Form,
  Input,
  Modal,
  Popconfirm,
  Row,
  Select,
  Table,
  Tag,
  Typography,
  type TableProps,
} from 'antd';
import { toast } from 'react-toastify';
import { usePlansQuery } from '@/features/plans/api';
import { useWatersQuery } from '@/features/waters/api';
import { ListHeader } from '@/shared/components/listing';
import { useCompanyId, VerticalForm } from '@/shared/list/resourceForm';
import { Field, SwitchField } from '@/shared/list/fields';
import { applyServerErrors } from '@/shared/list/applyServerErrors';
import { formatDateTime } from '@/shared/format';
import { saveFile } from '@/shared/saveFile';
import {
  downloadAgent,
  useCreateFiscalDeviceMutation,
  useFiscalDevicesQuery,
  useNewDeviceTokenMutation,
  useUpdateFiscalDeviceMutation,
  type DeviceToken,
  type FiscalDevice,
  type FiscalDeviceInput,
} from './api';
import { agentConfigText, FORMAT_DEFAULTS, FORMATS, formatLabel, type FiscalFormat } from './fiscal';
import { rowAction } from '@/shared/list/rowAction';

type Values = Required<Omit<FiscalDeviceInput, 'plan_vat_groups'>> & {
  plan_vat_groups: { plan_id: number | null; vat_group: string }[];
};

const required = [{ required: true, whitespace: true, message: 'Câmpul este obligatoriu.' }];

function valuesOf(d: FiscalDevice | null): Values {
  if (!d)
    return { name: '', format: 'fprint', ...FORMAT_DEFAULTS.fprint, plan_vat_groups: [], water_ids: [], active: true };
  return {
    name: d.name,
    format: d.format,
    vat_group: d.vat_group,
    plan_vat_groups: d.plan_vat_groups,
    payment_codes: d.payment_codes,
    fprint_fields: d.fprint_fields,
    unit: d.unit,
    diacritics: d.diacritics,
    water_ids: d.water_ids,
    active: d.active,
  };
}

/** Create or edit a device: its name, the driver's format and the settings the driver reads. */
function DeviceForm({
  companyId,
  device,
  onDone,
}: {
  companyId: number;
  device: FiscalDevice | null;
  onDone: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const [create, { isLoading: creating }] = useCreateFiscalDeviceMutation();
  const [update, { isLoading: updating }] = useUpdateFiscalDeviceMutation();
  const { data: waters = [] } = useWatersQuery({ companyId });
  const { data: catalogue } = usePlansQuery({ companyId });
  const format = Form.useWatch('format', form) ?? device?.format ?? 'fprint';

  const onValuesChange = (changed: Partial<Values>) => {
    // A new device takes the new format's defaults (an existing one keeps what was set).
    if (!device && changed.format) form.setFieldsValue(FORMAT_DEFAULTS[changed.format]);
  };

  const onFinish = async (v: Values) => {
    const body = {
      ...v,
      plan_vat_groups: v.plan_vat_groups
        .filter((g) => g.plan_id && g.vat_group.trim())
        .map((g) => ({ plan_id: g.plan_id!, vat_group: g.vat_group.trim() })),
      water_ids: v.water_ids ?? [],
      fprint_fields: v.fprint_fields ?? '',
    };
    try {
      if (device) await update({ companyId, id: device.id, updateFiscalDeviceDto: body }).unwrap();
      else await create({ companyId, createFiscalDeviceDto: body }).unwrap();
      toast.success(device ? 'Casa de marcat a fost salvată.' : 'Casa de marcat a fost adăugată.');
      onDone();
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  return (
    <VerticalForm<Values>
      form={form}
      initialValues={valuesOf(device)}
      onValuesChange={onValuesChange}
      onFinish={onFinish}
      disabled={creating || updating}
    >
      <Row gutter={16}>
        <Field span="half" label="Nume" name="name" rules={required}>
          <Input maxLength={100} placeholder="Casa poartă" />
        </Field>
        <Field span="half" label="Driver (formatul fișierelor)" name="format">
          <Select options={FORMATS} />
        </Field>
        <Field span="third" label="Grupa de TVA" name="vat_group" rules={required}>
          <Input maxLength={4} />
        </Field>
        <Field col={{ xs: 12, md: 8 }} label="Cod plată numerar" name={['payment_codes', 'cash']} rules={required}>
          <Input maxLength={4} />
        </Field>
        <Field col={{ xs: 12, md: 8 }} label="Cod plată card" name={['payment_codes', 'card']} rules={required}>
          <Input maxLength={4} />
        </Field>
        {format === 'fprint' && (
          <Field
            span="twoThirds"
            label="Câmpurile FPrint dintre cantitate și unitate"
            name="fprint_fields"
            rules={required}
            extra="Numere separate prin „;”; {vat} este grupa de TVA a liniei (ex. 1;1;{vat};0;0)."
          >
            <Input maxLength={40} />
          </Field>
        )}
        <Field span="third" label="Unitate" name="unit" rules={required}>
          <Input maxLength={6} />
        </Field>
        <Field
          label="Apele ale căror vânzări le tipărește"
          name="water_ids"
          extra="Gol: casa implicită a firmei (tipărește vânzările apelor fără casă proprie)."
        >
          <Select mode="multiple" allowClear options={waters.map((w) => ({ value: w.id, label: w.name }))} />
        </Field>
      </Row>
      <Typography.Text strong>Grupa de TVA pe plan</Typography.Text>
      <Typography.Paragraph type="secondary">Doar pentru planurile cu altă grupă decât a casei.</Typography.Paragraph>
      <Form.List name="plan_vat_groups">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Flex key={field.key} gap={8} align="baseline" wrap>
                <Form.Item
                  name={[field.name, 'plan_id']}
                  style={{ minWidth: 220, flex: 1 }}
                  rules={[{ required: true, message: 'Alegeți planul.' }]}
                >
                  <Select
                    aria-label="Plan"
                    placeholder="Plan"
                    options={(catalogue?.plans ?? []).map((p) => ({ value: p.id, label: p.name }))}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'vat_group']} rules={required}>
                  <Input
                    aria-label="Grupa de TVA a planului"
                    placeholder="Grupa TVA"
                    maxLength={4}
                    style={{ width: 110 }}
                  />
                </Form.Item>
                <Button
                  type="text"
                  aria-label="Șterge"
                  icon={<MinusCircleOutlined aria-hidden />}
                  onClick={() => remove(field.name)}
                />
              </Flex>
            ))}
            <Button
              icon={<PlusOutlined aria-hidden />}
              onClick={() => add({ plan_id: null, vat_group: '' })}
              style={{ marginBottom: 16 }}
            >
              Adaugă o grupă pe plan
            </Button>
          </>
        )}
      </Form.List>
      <Row gutter={16}>
        <SwitchField
          span="half"
          label="Tipărește diacritice"
          name="diacritics"
          extra="Oprit: numele se scriu fără diacritice (ș → s, ț → t)."
        />
        <SwitchField span="half" label="Activă" name="active" />
      </Row>
      <Flex gap={8} justify="end">
        <Button onClick={onDone} disabled={false}>
          Renunță
        </Button>
        <Button type="primary" htmlType="submit" loading={creating || updating}>
          Salvează
        </Button>
      </Flex>
    </VerticalForm>
  );
}

/** The new token, shown once, with the ready configuration file and the agent's download. */
function TokenModal({ companyId, answer, onClose }: { companyId: number; answer: DeviceToken; onClose: () => void }) {
  const [downloading, setDownloading] = useState(false);
  const onAgent = async () => {
    setDownloading(true);
    try {
      await downloadAgent(companyId);
    } catch {
      toast.error('Agentul nu a putut fi descărcat. Încercați din nou.');
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Modal
      open
      title="Tokenul agentului"
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          Am salvat tokenul
        </Button>
      }
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title="Tokenul se arată o singură dată."
        description="Salvați fișierul de configurare acum. Tokenul vechi nu mai funcționează."
      />
      <Typography.Paragraph copyable={{ text: answer.token }}>
        <Typography.Text code data-testid="device-token" style={{ wordBreak: 'break-all' }}>
          {answer.token}
        </Typography.Text>
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        Puneți fișierul <Typography.Text code>{answer.config_file_name}</Typography.Text> în folderul agentului și
        completați în el <Typography.Text code>driver_dir</Typography.Text>: folderul urmărit de driverul casei de
        marcat. Pașii sunt în Documentație, „Casa de marcat”.
      </Typography.Paragraph>
      <Flex gap={8} wrap>
        <Button
          icon={<DownloadOutlined aria-hidden />}
          onClick={() =>
            saveFile(
              answer.config_file_name,
              new Blob([agentConfigText(answer.config)], { type: 'application/json;charset=utf-8' }),
            )
          }
        >
          Descarcă {answer.config_file_name}
        </Button>
        <Button icon={<DownloadOutlined aria-hidden />} loading={downloading} onClick={() => void onAgent()}>
          Descarcă agentul (.zip)
        </Button>
      </Flex>
    </Modal>
  );
}

/**
 * /company/settings/fiscal (role 2): the company's cash registers (AMEF): list, add, edit, and a new
 * agent token ("Token nou", confirmed: the old one stops at once) shown once with its configuration file.
 */
export default function FiscalDevicesPage() {
  const companyId = useCompanyId();
  const { data, isLoading } = useFiscalDevicesQuery({ companyId }, { skip: !companyId });
  const [newToken] = useNewDeviceTokenMutation();
  const [editing, setEditing] = useState<FiscalDevice | 'new' | null>(null);
  const [token, setToken] = useState<DeviceToken | null>(null);

  const onToken = async (d: FiscalDevice) => {
    const answer = await rowAction(newToken({ companyId, id: d.id }).unwrap());
    if (answer) setToken(answer);
  };

  const columns: TableProps<FiscalDevice>['columns'] = [
    { title: 'Nume', dataIndex: 'name' },
    { title: 'Driver', dataIndex: 'format', render: (f: FiscalFormat) => formatLabel(f) },
    {
      title: 'Stare',
      key: 'state',
      render: (_: unknown, d) => (
        <Flex gap={4} wrap>
          {d.active ? <Tag color="green">Activă</Tag> : <Tag>Inactivă</Tag>}
          {!d.has_token && <Tag color="orange">Fără token</Tag>}
          {d.agent &&
            (d.agent.online ? (
              <Tag color="blue">Agent conectat</Tag>
            ) : (
              <Tag color="red">Agent tăcut din {formatDateTime(d.agent.last_seen_at)}</Tag>
            ))}
        </Flex>
      ),
    },
    { title: 'Dosarul driverului', key: 'dir', render: (_: unknown, d) => d.agent?.driver_dir ?? '—' },
    {
      title: 'Acțiuni',
      key: 'actions',
      render: (_: unknown, d) => (
        <Flex gap={4} wrap>
          <Button size="small" onClick={() => setEditing(d)}>
            Modifică
          </Button>
          <Popconfirm
            title="Generezi un token nou?"
            description={
              d.has_token
                ? 'Agentul care folosește tokenul de acum se oprește imediat, până primește tokenul nou.'
                : 'Tokenul se arată o singură dată.'
            }
            okText="Da, token nou"
            cancelText="Renunță"
            onConfirm={() => onToken(d)}
          >
            <Button size="small">Token nou</Button>
          </Popconfirm>
        </Flex>
      ),
    },
  ];

  return (
    <>
      <ListHeader title="Case de marcat">
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
          Adaugă casă de marcat
        </Button>
      </ListHeader>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 900 }}>
        Fiecare casă de marcat are un agent pe calculatorul de lângă ea, care preia bonurile de la Bălți și le dă
        driverului (Datecs FPrint / Fisco sau ECR Bridge). Documentul vânzării (chitanță sau casă de marcat) se alege în
        Setări.
      </Typography.Paragraph>
      <Table<FiscalDevice>
        rowKey="id"
        loading={isLoading}
        columns={columns}
        dataSource={data?.data ?? []}
        pagination={false}
        scroll={{ x: 800 }}
        locale={{ emptyText: 'Nicio casă de marcat încă.' }}
      />
      {editing && (
        <Modal
          open
          width={760}
          title={editing === 'new' ? 'Casă de marcat nouă' : `Casa de marcat ${editing.name}`}
          footer={null}
          onCancel={() => setEditing(null)}
          destroyOnHidden
        >
          <DeviceForm
            companyId={companyId}
            device={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        </Modal>
      )}
      {token && <TokenModal companyId={companyId} answer={token} onClose={() => setToken(null)} />}
    </>
  );
}
