import { useState } from 'react';
import { Button, Flex, Input, Popconfirm, Typography } from 'antd';

/**
 * "Anulează" link of a pass or receipt row: confirmation with an optional reason.
 * The Popconfirm (a positioned trigger with its own observers) is mounted only once the button is
 * pressed, so a page of 100 rows renders 100 plain buttons, not 100 popover triggers.
 */
export function CancelAction({
  title,
  description,
  onConfirm,
}: {
  title: string;
  description: string;
  onConfirm: (reason: string | null) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const button = (
    <Button
      type="link"
      danger
      size="small"
      onClick={() => {
        if (open) return;
        setReason('');
        setOpen(true);
      }}
    >
      Anulează
    </Button>
  );
  if (!open) return button;
  return (
    <Popconfirm
      open
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
      onOpenChange={(next) => setOpen(next)}
      onConfirm={() => onConfirm(reason.trim() || null).finally(() => setOpen(false))}
      onCancel={() => setOpen(false)}
    >
      {button}
    </Popconfirm>
  );
}
