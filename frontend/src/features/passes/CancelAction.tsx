import { useState } from 'react';
import { Flex, Input, Typography } from 'antd';
import { ConfirmButton } from '@/shared/components/listing';

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
    <ConfirmButton
      label="Anulează"
      title={title}
      okText="Da, anulează"
      onOpen={() => setReason('')}
      onConfirm={() => onConfirm(reason.trim() || null)}
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
    />
  );
}
