/** Building blocks shared by the company app's lists: header, debounced search, empty state, CSV export. */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { DownloadOutlined, PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Input, Popconfirm, Spin, Typography } from 'antd';
import { toast } from 'react-toastify';
import { csvFileName, downloadCsv, toCsv, type CsvColumn } from '@/shared/csv';
import { readFailed, retryOf, type OptionsRead } from '@/shared/readState';
import { clearable } from '@/shared/components/clearable';

export const SEARCH_DEBOUNCE_MS = 350;

/** Title on the left, actions (Export, Adaugă) on the right. */
export function ListHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <Flex gap={8} wrap>
        {children}
      </Flex>
    </Flex>
  );
}

/**
 * Search box that reports its trimmed text after the user stops typing (server-side search).
 * `initial` is the search in force: when it changes from outside (Back, a link), the box shows it.
 */
export function SearchBox({
  onSearch,
  placeholder = 'Caută…',
  label = 'Caută',
  initial = '',
  width = 280,
}: {
  onSearch: (value: string) => void;
  placeholder?: string;
  label?: string;
  initial?: string;
  width?: number;
}) {
  const [text, setText] = useState(initial);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  // The search last reported or received: a different `initial` comes from outside.
  const reported = useRef(initial);
  useEffect(() => {
    if (initial === reported.current) return;
    reported.current = initial;
    setText(initial);
  }, [initial]);
  useEffect(() => {
    const value = text.trim();
    if (value === reported.current) return;
    const timer = setTimeout(() => {
      reported.current = value;
      latest.current(value);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <Input
      aria-label={label}
      placeholder={placeholder}
      prefix={<SearchOutlined aria-hidden />}
      allowClear={clearable}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onPressEnter={() => {
        reported.current = text.trim();
        latest.current(reported.current);
      }}
      style={{ width, maxWidth: '100%' }}
    />
  );
}

/** The table's empty state: a Romanian sentence and, with no filter set, an "Adaugă" button. */
export function ListEmpty({
  text,
  onAdd,
  addLabel = 'Adaugă',
}: {
  text: string;
  onAdd?: () => void;
  addLabel?: string;
}) {
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text}>
      {onAdd && (
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
          {addLabel}
        </Button>
      )}
    </Empty>
  );
}

/**
 * The table's (or a select's) state when its last read got no answer: says so (never "no rows
 * yet") and reads again.
 */
export function ListFailed({
  onRetry,
  text = 'Lista nu a putut fi încărcată.',
}: {
  onRetry: () => void;
  text?: string;
}) {
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text}>
      <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
        Reîncearcă
      </Button>
    </Empty>
  );
}

// Decided without antd (the public page uses them too): shared/readState.ts.
export { readFailed, retryOf };

/**
 * A select's `notFoundContent` when its options come from a query: while the first read runs, a
 * spinner; when it got no answer (a dropped signal), `text` with „Reîncearcă” that reads again
 * (ListFailed), never an empty list; otherwise undefined (antd's own "no data").
 */
export function optionsState(read: OptionsRead, text: string): ReactNode {
  if (readFailed(read)) return <ListFailed text={text} onRetry={() => void read.refetch()} />;
  if (read.data === undefined && read.isFetching) {
    return (
      <Flex justify="center" style={{ padding: 8 }}>
        <Spin size="small" />
      </Flex>
    );
  }
  return undefined;
}

/** "Adaugă" button of a list header. */
export function AddButton({ onClick, label = 'Adaugă' }: { onClick: () => void; label?: string }) {
  return (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onClick}>
      {label}
    </Button>
  );
}

/** Exports the rows `load` answers (every page of the current filter) as a CSV download. */
export function ExportCsvButton<T>({
  fileBase,
  columns,
  load,
}: {
  fileBase: string;
  columns: readonly CsvColumn<T>[];
  load: () => Promise<readonly T[]>;
}) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      const rows = await load();
      downloadCsv(csvFileName(fileBase), toCsv(rows, columns));
    } catch {
      // The base query has already shown why the list could not be read.
      toast.error('Exportul nu a reușit.', { toastId: 'csv-export' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined aria-hidden />} loading={busy} onClick={() => void onClick()}>
      Export CSV
    </Button>
  );
}

/**
 * A red link button of a table row that asks for confirmation. The Popconfirm (a positioned
 * trigger with its own observers) is mounted only once the button is pressed, so a page of 100
 * rows renders 100 plain buttons, not 100 popover triggers. `onOpen` runs as it opens.
 */
export function ConfirmButton({
  label,
  title,
  description,
  okText,
  onConfirm,
  onOpen,
}: {
  label: string;
  title: ReactNode;
  description: ReactNode;
  okText: string;
  onConfirm: () => Promise<unknown>;
  onOpen?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const button = (
    <Button
      type="link"
      danger
      size="small"
      onClick={() => {
        if (open) return;
        onOpen?.();
        setOpen(true);
      }}
    >
      {label}
    </Button>
  );
  if (!open) return button;
  return (
    <Popconfirm
      open
      title={title}
      description={description}
      okText={okText}
      cancelText="Renunță"
      okButtonProps={{ danger: true }}
      onOpenChange={(next) => setOpen(next)}
      onConfirm={() => onConfirm().finally(() => setOpen(false))}
      onCancel={() => setOpen(false)}
    >
      {button}
    </Popconfirm>
  );
}

/** Delete link of a table row, behind a Romanian confirmation. */
export function DeleteAction({
  title,
  onConfirm,
  description = 'Acțiunea nu poate fi anulată.',
  label = 'Șterge',
  okText = 'Da, șterge',
}: {
  title: string;
  onConfirm: () => Promise<unknown>;
  description?: string;
  label?: string;
  okText?: string;
}) {
  return <ConfirmButton label={label} title={title} description={description} okText={okText} onConfirm={onConfirm} />;
}

/**
 * The actions of a catalogue row: "Editează" (a link to the edit page), any `children` links, then
 * "Șterge" behind its confirmation. `vertical` stacks them, for a narrow last column.
 */
export function RowActions({
  editTo,
  deleteTitle,
  onDelete,
  vertical = false,
  children,
}: {
  editTo: string;
  deleteTitle: string;
  onDelete: () => Promise<unknown>;
  vertical?: boolean;
  children?: ReactNode;
}) {
  return (
    <Flex gap={4} vertical={vertical} align={vertical ? 'start' : undefined}>
      <Link to={editTo} className="row-action">
        Editează
      </Link>
      {children}
      <DeleteAction title={deleteTitle} onConfirm={onDelete} />
    </Flex>
  );
}
