import { Alert, Form, type FormItemProps } from 'antd';
import { Link } from 'react-router';
import { ClientSelect } from './ClientSelect';
import type { Client } from './api';

/**
 * The client of a new pass, receipt or booking (`client_id`): the search, a link to register a new
 * one, and a notice once the chosen client is blocked (`blockedType`, and what it means here).
 */
export function ClientField({
  rules,
  autoFocus,
  client,
  onClient,
  blockedType,
  blockedMeans,
}: {
  rules: FormItemProps['rules'];
  autoFocus?: boolean;
  /** The chosen client's record, as `onClient` reported it. */
  client: Client | null;
  onClient: (client: Client | null) => void;
  blockedType: 'error' | 'warning';
  blockedMeans?: string;
}) {
  return (
    <>
      <Form.Item
        label="Client"
        name="client_id"
        rules={rules}
        extra={
          <Link to="/company/clients/new" tabIndex={-1}>
            Client nou? Înregistrează-l
          </Link>
        }
      >
        <ClientSelect autoFocus={autoFocus} onClient={onClient} />
      </Form.Item>
      {client?.blocked && (
        <Alert
          type={blockedType}
          showIcon
          style={{ marginBottom: 16 }}
          title={`Blocat: ${client.blocked_reason ?? 'fără motiv'}`}
          description={blockedMeans}
        />
      )}
    </>
  );
}
