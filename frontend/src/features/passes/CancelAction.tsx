import { useState } from 'react';
import { Button, Flex, Input, Popconfirm, Typography } from 'antd';

/** "Anulează" link of a pass or receipt row: confirmation with an optional reason. */
export function CancelAction({
  title,
  description,
  onConfirm,
}: {
  title: string;
  description: string;
  onConfirm: (reason: string | null) => Promise<unknown>;
}) {
  const [reason, setReason] = useState('');
  return (
    <Popconfirm
      title={title}
      description={
        <Flex vertical gap={8} style={{ maxWidth: 320 }}>
          <Typography.Text type="secondary">{description}</Typography.Text>
          <Input
            aria-label="Motivul anulării"
            placeholder="Motivul anulării (opțional)"
            maxLength={255}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </Flex>
      }
      okText="Da, anulează"
      cancelText="Renunță"
      okButtonProps={{ danger: true }}
      onOpenChange={(open) => {
        if (open) setReason('');
      }}
      onConfirm={() => onConfirm(reason.trim() || null)}
    >
      <Button type="link" danger size="small">
        Anulează
      </Button>
    </Popconfirm>
  );
}
