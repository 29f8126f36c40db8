import { Button, Card, Popconfirm, Table, Tag, Typography, type TableProps } from 'antd';
import { ConfirmButton } from '@/shared/components/listing';
import { formatDateTime } from '@/shared/format';
import {
  useReissueTokensMutation,
  useRetireSigningKeyMutation,
  useRotateSigningKeyMutation,
  useSigningKeysQuery,
  type SigningKey,
} from './signingKeysApi';
import { rowAction } from '@/shared/list/rowAction';

const stateOf = (k: SigningKey) =>
  k.compromised_at ? (
    <Tag color="red">Retrasă {formatDateTime(k.compromised_at)}</Tag>
  ) : k.current ? (
    <Tag color="green">Semnează permisele noi</Tag>
  ) : (
    <Tag>Înlocuită {formatDateTime(k.retired_at)}</Tag>
  );

/**
 * "Chei de semnare" of /company/settings (role 2): the keys that sign the passes' QR codes. "Schimbă
 * cheia" makes a new key sign the passes from now on while the passes already issued stay valid; a
 * key believed compromised is retired ("Retrage cheia", confirmed): its passes then verify as
 * "Cheie retrasă — re-emiteți permisul" until "Re-emite permisele" signs them again.
 */
export function SigningKeysCard({ companyId }: { companyId: number }) {
  const { data: keys = [], isLoading } = useSigningKeysQuery({ companyId });
  const [retire] = useRetireSigningKeyMutation();
  const [rotate, { isLoading: rotating }] = useRotateSigningKeyMutation();
  const [reissue, { isLoading: reissuing }] = useReissueTokensMutation();
  const toReissue = keys.filter((k) => k.compromised_at).reduce((n, k) => n + k.valid_passes, 0);

  const onRetire = async (k: SigningKey) => {
    await rowAction(
      retire({ companyId, id: k.id }).unwrap(),
      'Cheia a fost retrasă. Re-emiteți permisele semnate cu ea.',
    );
  };
  const onRotate = async () => {
    await rowAction(
      rotate({ companyId }).unwrap(),
      'Cheia a fost schimbată: permisele noi se semnează cu ea, cele emise rămân valabile.',
    );
  };
  const onReissue = async () => {
    await rowAction(
      reissue({ companyId }).unwrap(),
      (done) => `Permise re-emise: ${done.reissued}. Tipăriți sau trimiteți din nou codurile QR.`,
    );
  };

  const columns: TableProps<SigningKey>['columns'] = [
    { title: 'Cheie (kid)', dataIndex: 'kid', render: (kid: string) => <Typography.Text code>{kid}</Typography.Text> },
    { title: 'Creată la', dataIndex: 'created_at', render: (v: string) => formatDateTime(v) },
    { title: 'Stare', key: 'state', render: (_: unknown, k) => stateOf(k) },
    { title: 'Permise valabile semnate', dataIndex: 'valid_passes', align: 'right' },
    {
      title: '',
      key: 'actions',
      render: (_: unknown, k) =>
        k.compromised_at ? null : (
          <ConfirmButton
            label="Retrage cheia"
            title="Retragi cheia?"
            description="Permisele semnate cu ea nu vor mai fi valabile la verificare până la re-emitere."
            okText="Da, retrage"
            onConfirm={() => onRetire(k)}
          />
        ),
    },
  ];

  return (
    <Card title="Chei de semnare" style={{ maxWidth: 900, marginTop: 16 }} data-testid="signing-keys">
      <Typography.Paragraph type="secondary">
        Codul QR al fiecărui permis este semnat cu cheia firmei. „Schimbă cheia” face o cheie nouă pentru permisele de
        acum înainte; cele emise rămân valabile până expiră. Dacă bănuiți că o cheie a fost compromisă, retrageți-o:
        permisele semnate cu ea vor apărea la verificare ca „Cheie retrasă — re-emiteți permisul” până le re-emiteți.
      </Typography.Paragraph>
      <Table<SigningKey>
        rowKey="id"
        size="small"
        loading={isLoading}
        columns={columns}
        dataSource={keys}
        pagination={false}
        locale={{ emptyText: 'Nicio cheie încă: prima se creează la primul permis emis.' }}
      />
      <Popconfirm
        title="Schimbi cheia de semnare?"
        description="Permisele noi se semnează cu o cheie nouă; cele emise deja rămân valabile până expiră."
        okText="Da, schimbă"
        cancelText="Renunță"
        onConfirm={onRotate}
      >
        <Button style={{ marginTop: 12, marginRight: 8 }} loading={rotating}>
          Schimbă cheia
        </Button>
      </Popconfirm>
      <Popconfirm
        title="Re-emiți permisele?"
        description="Codurile QR ale permiselor semnate cu chei retrase se schimbă: tipăriți-le sau trimiteți-le din nou."
        okText="Da, re-emite"
        cancelText="Renunță"
        onConfirm={onReissue}
      >
        <Button style={{ marginTop: 12 }} loading={reissuing} disabled={!toReissue}>
          Re-emite permisele ({toReissue})
        </Button>
      </Popconfirm>
    </Card>
  );
}
