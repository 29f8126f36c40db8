import { useEffect, useRef, useState } from 'react';
import { DeleteOutlined, DownloadOutlined, EyeOutlined, UploadOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Flex,
  Image,
  Modal,
  Popconfirm,
  Progress,
  Table,
  Typography,
  Upload,
  type UploadProps,
} from 'antd';
import { toast } from 'react-toastify';
import { useAppDispatch } from '@/app/hooks';
import { describeError } from '@/shared/api/describeError';
import { formatDateTime } from '@/shared/format';
import { clientsApi, fetchClientFile, uploadClientFiles, useDeleteClientFileMutation, type ClientFile } from './api';
import { rowAction } from '@/shared/list/rowAction';

export const ACCEPTED_FILES = '.pdf,.jpg,.jpeg,.png,.webp';
const ACCEPTED_MIME = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES = 10;

/** 980 -> "980 B", 2048 -> "2 KB", 3.5 MB -> "3,5 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;
}

type Preview = { file: ClientFile; url: string };

/** "Documente" of a client's page: upload with a progress bar (XHR), list, preview, download, delete. */
export function ClientDocuments({
  companyId,
  clientId,
  files,
  locked = null,
}: {
  companyId: number;
  clientId: number;
  files: ClientFile[];
  /** Why uploads are not possible now (no recorded consent); null: they are. */
  locked?: string | null;
}) {
  const dispatch = useAppDispatch();
  const [deleteFile] = useDeleteClientFileMutation();
  const [progress, setProgress] = useState<{
    percent: number;
    status: 'active' | 'success' | 'exception';
    names: string;
  } | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const batch = useRef<File[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  /** The files picked together go in one request (≤ 10, under `files[]`). */
  const send = async () => {
    const picked = batch.current.splice(0);
    if (!picked.length) return;
    const names = picked.map((f) => f.name).join(', ');
    setProgress({ percent: 0, status: 'active', names });
    try {
      await uploadClientFiles({ companyId, clientId }, picked, (percent) =>
        setProgress((p) => (p ? { ...p, percent } : p)),
      ).promise;
      setProgress({ percent: 100, status: 'success', names });
      toast.success(
        picked.length === 1 ? 'Documentul a fost încărcat.' : `${picked.length} documente au fost încărcate.`,
      );
      dispatch(clientsApi.util.invalidateTags([{ type: 'Client', id: clientId }]));
    } catch (error) {
      setProgress((p) => (p ? { ...p, status: 'exception' } : p));
      const { toasts } = describeError(error);
      for (const message of toasts) toast.error(message, { toastId: message });
    }
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file, fileList) => {
    const extOk = /\.(pdf|jpe?g|png|webp)$/i.test(file.name) || ACCEPTED_MIME.includes(file.type);
    if (!extOk) {
      toast.error(`„${file.name}”: sunt acceptate doar fișiere PDF, JPG, PNG sau WEBP.`);
      return Upload.LIST_IGNORE;
    }
    if (file.size > MAX_FILE_BYTES) {
      toast.error(`„${file.name}” depășește 10 MB.`);
      return Upload.LIST_IGNORE;
    }
    if (fileList.length > MAX_FILES) {
      if (file === fileList[0]) toast.error(`Cel mult ${MAX_FILES} fișiere odată.`);
      return Upload.LIST_IGNORE;
    }
    batch.current.push(file);
    // antd calls beforeUpload once per picked file: send them together once the picking is over.
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void send(), 0);
    return false;
  };

  const load = async (file: ClientFile): Promise<string | null> => {
    setBusy(file.id);
    try {
      const blob = await fetchClientFile({ companyId, clientId, mediaId: file.media_id });
      return URL.createObjectURL(blob);
    } catch (error) {
      const { toasts } = describeError(error);
      for (const message of toasts) toast.error(message, { toastId: message });
      return null;
    } finally {
      setBusy(null);
    }
  };

  const onPreview = async (file: ClientFile) => {
    const url = await load(file);
    if (url) setPreview({ file, url });
  };

  const onDownload = async (file: ClientFile) => {
    const url = await load(file);
    if (!url) return;
    const link = document.createElement('a');
    link.href = url;
    link.download = file.name;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const onDelete = async (file: ClientFile) => {
    await rowAction(
      deleteFile({ companyId, clientId, documentId: file.id }).unwrap(),
      (a) => a.message || 'Fișierul a fost șters.',
    );
  };

  return (
    <Card title="Documente" size="small">
      <Upload
        multiple
        accept={ACCEPTED_FILES}
        showUploadList={false}
        beforeUpload={beforeUpload}
        disabled={progress?.status === 'active' || locked !== null}
      >
        <Button
          icon={<UploadOutlined aria-hidden />}
          loading={progress?.status === 'active'}
          disabled={locked !== null}
        >
          Încarcă documente
        </Button>
      </Upload>
      {locked && (
        <Typography.Paragraph type="warning" style={{ margin: '8px 0 0' }}>
          {locked}
        </Typography.Paragraph>
      )}
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
        PDF, JPG, PNG sau WEBP, cel mult 10 MB fiecare, cel mult 10 odată (copie act de identitate, declarații…).
      </Typography.Paragraph>
      {progress && (
        <div data-testid="upload-progress" style={{ marginTop: 8 }}>
          <Typography.Text type="secondary" ellipsis style={{ maxWidth: '100%' }}>
            {progress.status === 'exception'
              ? 'Încărcarea nu a reușit: '
              : progress.status === 'success'
                ? 'Încărcat: '
                : 'Se încarcă: '}
            {progress.names}
          </Typography.Text>
          <Progress
            percent={progress.percent}
            status={progress.status}
            format={(p) => `${p ?? 0}%`}
            aria-label="Progresul încărcării"
          />
        </div>
      )}
      {/* Fixed layout (the name is cut with an ellipsis): the small columns get their width, so
          "Mărime" never breaks mid-word; on a phone the table scrolls sideways in this region,
          which the keyboard can reach (axe: scrollable-region-focusable, even with no row). */}
      <div className="table-region" role="region" aria-label="Lista documentelor" tabIndex={0}>
        <Table<ClientFile>
          size="small"
          rowKey="id"
          dataSource={files}
          pagination={false}
          style={{ marginTop: 8, minWidth: 600 }}
          aria-label="Documentele clientului"
          locale={{ emptyText: 'Niciun document încărcat.' }}
          columns={[
            { title: 'Fișier', dataIndex: 'name', key: 'name', ellipsis: true },
            {
              title: 'Mărime',
              dataIndex: 'size',
              key: 'size',
              align: 'right',
              width: 96,
              render: (v: number) => formatFileSize(v),
            },
            {
              title: 'Încărcat la',
              dataIndex: 'created_at',
              key: 'created_at',
              width: 150,
              render: (v: string) => formatDateTime(v),
            },
            {
              title: 'Acțiuni',
              key: 'actions',
              width: 120,
              render: (_, file) => (
                <Flex gap={0} wrap>
                  <Button
                    type="link"
                    size="small"
                    icon={<EyeOutlined aria-hidden />}
                    loading={busy === file.id}
                    onClick={() => void onPreview(file)}
                  >
                    Vezi
                  </Button>
                  <Button
                    type="link"
                    size="small"
                    icon={<DownloadOutlined aria-hidden />}
                    onClick={() => void onDownload(file)}
                  >
                    Descarcă
                  </Button>
                  <Popconfirm
                    title={`Ștergi documentul „${file.name}”?`}
                    description="Acțiunea nu poate fi anulată."
                    okText="Da, șterge"
                    cancelText="Renunță"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => onDelete(file)}
                  >
                    <Button type="link" danger size="small" icon={<DeleteOutlined aria-hidden />}>
                      Șterge
                    </Button>
                  </Popconfirm>
                </Flex>
              ),
            },
          ]}
        />
      </div>
      <Modal
        open={!!preview}
        title={preview?.file.name}
        footer={null}
        width={preview?.file.mime === 'application/pdf' ? 900 : 720}
        onCancel={() => setPreview(null)}
        destroyOnHidden
      >
        {preview &&
          (preview.file.mime === 'application/pdf' ? (
            <iframe title={preview.file.name} src={preview.url} style={{ width: '100%', height: '75vh', border: 0 }} />
          ) : (
            <Flex justify="center">
              <Image src={preview.url} alt={preview.file.name} style={{ maxHeight: '70vh' }} />
            </Flex>
          ))}
      </Modal>
    </Card>
  );
}
