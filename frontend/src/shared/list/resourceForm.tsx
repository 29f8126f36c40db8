/** Building blocks shared by the company app's create/edit forms. */
import type { ReactNode } from 'react';
import { Button, Card, Flex, Result, Spin, Typography, type FormRule } from 'antd';
import { useAppSelector } from '@/app/hooks';
import { errorStatus } from '@/shared/api/describeError';

/** Problems of a form's values by field name (Romanian messages); empty = valid. */
export type Problems<V> = Partial<Record<Extract<keyof V, string>, string>>;

/**
 * An antd rule running a resource's pure `validate` on all current values and showing the
 * message for `field`: one validate function, field-level messages, shared by create and edit.
 */
export function ruleFrom<V>(validate: (values: V) => Problems<V>, field: Extract<keyof V, string>): FormRule {
  return ({ getFieldsValue }) => ({
    validator() {
      const message = validate(getFieldsValue(true) as V)[field];
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  });
}

/** The user's company (the company app's routes sit behind RequireCompany). */
export function useCompanyId(): number {
  return useAppSelector((s) => s.auth.user?.company_id ?? 0);
}

/** Submit and Cancel under a form; Enter in a field submits (native form submit). */
export function FormActions({
  loading,
  onCancel,
  submitLabel = 'Salvează',
}: {
  loading: boolean;
  onCancel: () => void;
  submitLabel?: string;
}) {
  return (
    <Flex gap={8} style={{ marginTop: 8 }}>
      <Button type="primary" htmlType="submit" loading={loading}>
        {submitLabel}
      </Button>
      <Button onClick={onCancel} disabled={false}>
        Renunță
      </Button>
    </Flex>
  );
}

/** Page frame of a create/edit screen. */
export function FormPage({ title, children, width = 900 }: { title: ReactNode; children: ReactNode; width?: number }) {
  return (
    <>
      <Typography.Title level={2}>{title}</Typography.Title>
      <Card style={{ maxWidth: width }}>{children}</Card>
    </>
  );
}

/** What an edit page shows while its record loads or when it cannot be read. */
export function RecordState({ isLoading, error, onBack }: { isLoading: boolean; error: unknown; onBack: () => void }) {
  if (isLoading) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" />
      </Flex>
    );
  }
  const notFound = errorStatus(error) === 404;
  return (
    <Result
      status={notFound ? '404' : 'warning'}
      title={notFound ? 'Înregistrarea nu a fost găsită' : 'Nu am putut încărca datele'}
      extra={
        <Button type="primary" onClick={onBack}>
          Înapoi la listă
        </Button>
      }
    />
  );
}

/** Trims a text field; empty becomes null (optional fields). */
export function optionalText(value: string | null | undefined): string | null {
  return value && value.trim() ? value.trim() : null;
}

/** A decimal field for the API: null when empty, else the number with at most `decimals` places. */
export function optionalDecimal(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  return String(value).trim().replace(',', '.');
}
