/**
 * The company app's create and edit screens as declarations: a page names its mutation, its
 * record, how values become the body, its toast and where it goes back to
 * (`useCreateController` / `useEditController`), and `ResourceForm` renders the frame, the form,
 * the record's loading and error states, the 422 mapping onto the fields and the buttons. The page
 * only declares its fields.
 */
import { useMemo, useState, type ReactNode } from 'react';
import {
  Button,
  Card,
  Flex,
  Form,
  Result,
  Spin,
  Typography,
  type FormInstance,
  type FormProps,
  type FormRule,
} from 'antd';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { useAppSelector } from '@/app/hooks';
import { errorStatus } from '@/shared/api/describeError';
import { applyServerErrors } from './applyServerErrors';
import { numberProblem, type NumberCheck } from './checks';

/**
 * A form's values derived from the body its endpoint takes (`Body<…>` of openapi.d.ts): each field
 * optional while the user types; `Over` retypes the fields whose input differs from the wire (a
 * decimal typed as a number, a date picked as a Dayjs, a required name).
 */
export type FormValuesOf<B, Over = object> = { [K in Exclude<keyof B, keyof Over>]?: B[K] } & Over;

/** The company and the record an edit screen works on (`/…/:id/edit`). */
export interface RecordRef {
  companyId: number;
  id: number;
}

/** Edit screens read their record fresh each time they open. */
export const FRESH = { refetchOnMountOrArgChange: true } as const;

/** An RTK Query mutation hook's answer: its trigger and its state. */
type Mutation<A, R> = readonly [(arg: A) => { unwrap(): Promise<R> }, { isLoading: boolean }];

/** Where a save goes: a path, or a path with the router state it carries. */
type Destination = string | { to: string; state: unknown };

/** What `ResourceForm` needs from a create or edit controller. */
export interface FormController<V, T = undefined> {
  form: FormInstance<V>;
  initialValues: V | undefined;
  onFinish: (values: V) => Promise<void>;
  onCancel: () => void;
  saving: boolean;
  /** The edited record, once read (always undefined on a create screen). */
  record: T | undefined;
  /** An edit screen before its record is read (or when it cannot be): what RecordState shows. */
  pending: { isLoading: boolean; error: unknown; onBack: () => void; onRetry?: () => void } | null;
}

interface SaveOptions<V, I, R> {
  toInput: (values: V) => I;
  /** The toast once saved. */
  success: string;
  /** Where Renunță goes, and where a save goes unless `then` says otherwise. */
  back: string;
  /** Where to go with the saved answer (default `back`). */
  then?: (answer: R) => Destination;
}

function useSave<V, I, A, R>(
  form: FormInstance<V>,
  trigger: (arg: A) => { unwrap(): Promise<R> },
  body: (input: I) => A,
  { toInput, success, back, then }: SaveOptions<V, I, R>,
) {
  const navigate = useNavigate();
  const go = (to: Destination) => void (typeof to === 'string' ? navigate(to) : navigate(to.to, { state: to.state }));
  const onFinish = async (values: V) => {
    try {
      const answer = await trigger(body(toInput(values))).unwrap();
      toast.success(success);
      go(then ? then(answer) : back);
    } catch (error) {
      applyServerErrors(form, error); // a 422's messages on their fields; the base query toasts the rest
    }
  };
  return { onFinish, onCancel: () => go(back) };
}

/** A create screen: POST the values (with the user's company), toast, go back; a 422 onto the fields. */
export function useCreateController<V, I, R>(
  options: SaveOptions<V, I, R> & {
    mutation: Mutation<I & { companyId: number }, R>;
    /** The empty form (a function runs once, on the first render). */
    initialValues: V | (() => V);
  },
): FormController<V> {
  const companyId = useCompanyId();
  const [form] = Form.useForm<V>();
  const [initialValues] = useState(options.initialValues);
  const [create, { isLoading }] = options.mutation;
  const save = useSave(form, create, (input: I) => ({ companyId, ...input }), options);
  return { form, initialValues, ...save, saving: isLoading, record: undefined, pending: null };
}

/** The `{ companyId, id }` of an edit screen's route. */
export function useRecordRef(): RecordRef {
  return { companyId: useCompanyId(), id: Number(useParams().id) };
}

/** An edit screen: the record read fresh, its form values, POST the update, toast, go back. */
export function useEditController<V, I, R, T>(
  options: SaveOptions<V, I, R> & {
    /** The record's query answer, e.g. `useWaterQuery(useRecordRef(), FRESH)`. */
    record: { data?: T; isLoading: boolean; error?: unknown; refetch?: () => unknown };
    mutation: Mutation<I & RecordRef, R>;
    toForm: (record: T) => V;
    /** Where "Înapoi la listă" goes when the record cannot be read (default `back`). */
    list?: string;
  },
): FormController<V, T> {
  const ref = useRecordRef();
  const navigate = useNavigate();
  const [form] = Form.useForm<V>();
  const { data: record, isLoading, error } = options.record;
  const [update, { isLoading: saving }] = options.mutation;
  const { toForm } = options;
  const initialValues = useMemo(() => (record === undefined ? undefined : toForm(record)), [record, toForm]);
  const save = useSave(form, update, (input: I) => ({ ...ref, ...input }), options);
  const { refetch } = options.record;
  // A record that got no answer (a dropped signal) is read again from RecordState's „Reîncearcă”.
  const pending =
    record === undefined
      ? {
          isLoading,
          error,
          onBack: () => void navigate(options.list ?? options.back),
          onRetry: refetch ? () => void refetch() : undefined,
        }
      : null;
  return { form, initialValues, ...save, saving, record, pending };
}

/**
 * A create or edit screen: the page frame with its title, the record's loading/error state, the
 * form (vertical, the browser's own checks off, disabled while saving) with the declared fields,
 * and Salvează / Renunță.
 */
export function ResourceForm<V, T = undefined>({
  controller,
  title,
  width,
  intro,
  formProps,
  children,
}: {
  controller: FormController<V, T>;
  title: ReactNode | ((record: T) => ReactNode);
  width?: number;
  /** Shown above the form (an edit screen's notice about its record). */
  intro?: (record: T) => ReactNode;
  formProps?: Pick<FormProps<V>, 'autoComplete' | 'onValuesChange'>;
  children: ReactNode;
}) {
  const { form, initialValues, onFinish, onCancel, saving, record, pending } = controller;
  if (pending) return <RecordState {...pending} />;
  const shown = record as T;
  return (
    <FormPage title={typeof title === 'function' ? title(shown) : title} width={width}>
      {intro?.(shown)}
      <VerticalForm<V>
        form={form}
        disabled={saving}
        initialValues={initialValues as FormProps<V>['initialValues']}
        onFinish={(values) => void onFinish(values)}
        {...formProps}
      >
        {children}
        <FormActions loading={saving} onCancel={onCancel} />
      </VerticalForm>
    </FormPage>
  );
}

/** A form as the screens lay it out: labels above the fields, the browser's own checks off, no required marks. */
export function VerticalForm<V>({ children, ...props }: Omit<FormProps<V>, 'children'> & { children: ReactNode }) {
  return (
    <Form<V> noValidate layout="vertical" requiredMark={false} {...props}>
      {children}
    </Form>
  );
}

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

/** An antd rule for a number field outside a resource's `validate`: checks.ts numberProblem()'s messages. */
export function numberRule(check: NumberCheck): FormRule {
  return {
    validator(_, value: unknown) {
      const message = numberProblem(value, check);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
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

/**
 * What an edit page shows while its record loads or when it cannot be read; with `onRetry`, a read
 * that failed for another reason than a missing record (a dropped answer) can be tried again.
 */
export function RecordState({
  isLoading,
  error,
  onBack,
  onRetry,
}: {
  isLoading: boolean;
  error: unknown;
  onBack: () => void;
  onRetry?: () => void;
}) {
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
        <Flex gap={8} wrap justify="center">
          {!notFound && onRetry && (
            <Button type="primary" onClick={onRetry}>
              Reîncearcă
            </Button>
          )}
          <Button type={!notFound && onRetry ? 'default' : 'primary'} onClick={onBack}>
            Înapoi la listă
          </Button>
        </Flex>
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
